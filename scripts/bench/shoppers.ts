/** Shoppers acting at once: add-to-cart and checkout-shipping latency under concurrency. */
import { randomUUID } from "node:crypto";

export interface ApiLatency {
  call: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** Failed calls by HTTP status (0: no answer). */
  failures: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1));
}

/** Times a call; it counts as an error unless it answers 2xx and its body passes `check`. */
async function timed(
  fn: () => Promise<Response>,
  check: (body: unknown) => boolean = () => true,
): Promise<{ ms: number; ok: boolean; status: number }> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fn();
  } catch {
    return { ms: performance.now() - started, ok: false, status: 0 };
  }
  const text = await res.text();
  const ms = performance.now() - started;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { ms, ok: res.ok && check(body), status: res.status };
}

/** checkout-shipping answers `{ data: { shipping_options: [...] } }` with at least one option. */
function hasShippingOptions(body: unknown): boolean {
  const options = (body as { data?: { shipping_options?: unknown } } | null)?.data?.shipping_options;
  return Array.isArray(options) && options.length > 0;
}

function post(origin: string, path: string, body: unknown) {
  return fetch(`${origin}/api/v1/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The first available size of each product (kids' products have no "M"), from `GET product`. */
async function sizesToBuy(origin: string, productIds: number[]): Promise<Map<number, string>> {
  const sizes = new Map<number, string>();
  for (const id of productIds) {
    const res = await fetch(`${origin}/api/v1/product?id=${id}`);
    const body = (await res.json()) as {
      data?: { product?: { sizes?: { size_code: string; is_available: boolean }[] } };
    };
    const size = body.data?.product?.sizes?.find((s) => s.is_available)?.size_code;
    if (!size) throw new Error(`product ${id} has no size in stock`);
    sizes.set(id, size);
  }
  return sizes;
}

/** Each shopper (own device id) repeatedly adds one unit of an in-stock product and asks for shipping rates. */
export async function measureShoppers(
  origin: string,
  options: { shoppers: number; seconds: number; productIds: number[]; hubId: number; subdistrictId: string },
): Promise<ApiLatency[]> {
  const add: number[] = [];
  const ship: number[] = [];
  const addFailures = new Map<number, number>();
  const shipFailures = new Map<number, number>();
  const fail = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
  const count = (map: Map<number, number>) => [...map.values()].reduce((a, b) => a + b, 0);
  const show = (map: Map<number, number>) => [...map].map(([status, n]) => `${status}×${n}`).join(" ");
  const sizeOf = await sizesToBuy(origin, options.productIds);
  const deadline = Date.now() + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.shoppers }, async (_, n) => {
      const deviceId = randomUUID();
      let i = 0;
      while (Date.now() < deadline) {
        const productId = options.productIds[(n + i++) % options.productIds.length];
        const size = sizeOf.get(productId) ?? "";
        const a = await timed(() =>
          post(origin, "cart", { local_device_id: deviceId, product_detail_id: productId, size, qty: 1 }),
        );
        add.push(a.ms);
        if (!a.ok) fail(addFailures, a.status);
        const s = await timed(
          () =>
            // The sandbox courier's destination id of the district (docs/providers.md): quotes never guess one.
            post(origin, "checkout-shipping", {
              local_device_id: deviceId,
              subdistrict_id: options.subdistrictId,
              courier_destination_id: `sbx-${options.subdistrictId}`,
              showroom_id: options.hubId,
            }),
          hasShippingOptions,
        );
        ship.push(s.ms);
        if (!s.ok) fail(shipFailures, s.status);
        // Keep carts small: a shopper clears the line again every few rounds.
        if (i % 5 === 0) {
          await fetch(
            `${origin}/api/v1/cart-item-remove?local_device_id=${deviceId}&product_detail_id=${productId}&size=${encodeURIComponent(size)}`,
            { method: "DELETE" },
          );
        }
      }
    }),
  );
  add.sort((a, b) => a - b);
  ship.sort((a, b) => a - b);
  return [
    {
      call: "POST cart",
      requests: add.length,
      p50: percentile(add, 50),
      p99: percentile(add, 99),
      errors: count(addFailures),
      failures: show(addFailures),
    },
    {
      call: "POST checkout-shipping",
      requests: ship.length,
      p50: percentile(ship, 50),
      p99: percentile(ship, 99),
      errors: count(shipFailures),
      failures: show(shipFailures),
    },
  ];
}
