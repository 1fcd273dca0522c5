/**
 * Promise 8, load: 200 simulated shoppers for LOAD_SECONDS (default 60) on the production build, each looping
 * through the listing, a product page, adding to the cart and (every third round) checking out → 0 network
 * errors and 0 responses ≥ 500. Sold-out refusals (409) are answers, not errors. p50/p95/p99 are printed.
 */
import { randomUUID } from "node:crypto";
import { firstSize, setStock } from "../support/checkout-fixtures";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_LOAD_PORT ?? 3305));
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 200);
const PRODUCTS = [19, 43, 47, 61];
const SHOWROOM = 3;

let server: ServerHandle | null = null;
afterAll(() => stopServer(server));

interface Tally {
  latencies: number[];
  byStatus: Map<number, number>;
  errors: string[];
}

async function timed(tally: Tally, label: string, url: string, init?: RequestInit): Promise<Response | null> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    tally.latencies.push(performance.now() - started);
    tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
    if (res.status >= 500) tally.errors.push(`${label} → ${res.status}`);
    return res;
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    tally.errors.push(`${label} → ${(error as Error).message} ${cause?.code ?? cause?.message ?? ""}`);
    return null;
  }
}

async function shopper(base: string, sizes: Map<number, string>, until: number, tally: Tally): Promise<void> {
  const device = randomUUID();
  const json = { "content-type": "application/json" };
  let round = 0;
  while (Date.now() < until) {
    round++;
    const product = PRODUCTS[(round + device.charCodeAt(0)) % PRODUCTS.length]!;
    await timed(tally, "GET /products", `${base}/products?page=${(round % 3) + 1}`);
    await timed(tally, "GET /product/:id", `${base}/product/${product}`);
    await timed(tally, "GET api products", `${base}/api/v1/products?page=1`);
    await timed(tally, "POST cart", `${base}/api/v1/cart`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ local_device_id: device, product_detail_id: product, size: sizes.get(product), qty: 1 }),
    });
    if (round % 3 === 0 && Date.now() < until) {
      await timed(tally, "POST checkout-trx", `${base}/api/v1/checkout-trx`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({
          local_device_id: device,
          shipping_type: "PICKUP_ON_STORE",
          showroom_id: SHOWROOM,
          guest_email: `load-${device}@example.com`,
        }),
      });
    }
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

describe("load", () => {
  it(
    `serves ${SHOPPERS} shoppers for ${SECONDS}s with no errors and no 5xx`,
    async () => {
      ensureBuild();
      const sizes = new Map<number, string>();
      for (const p of PRODUCTS) {
        const size = await firstSize(p);
        sizes.set(p, size);
        await setStock(SHOWROOM, p, size, 100_000);
      }
      server = await startServer(PORT);
      const tally: Tally = { latencies: [], byStatus: new Map(), errors: [] };
      const started = Date.now();
      const until = started + SECONDS * 1000;
      await Promise.all(Array.from({ length: SHOPPERS }, () => shopper(server!.url, sizes, until, tally)));
      const elapsed = (Date.now() - started) / 1000;
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const statuses = Object.fromEntries(tally.byStatus);
      console.log(
        `[load] ${SHOPPERS} shoppers, ${elapsed.toFixed(1)}s, ${sorted.length} requests (${(sorted.length / elapsed).toFixed(1)}/s), ` +
          `p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, ` +
          `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms, statuses ${JSON.stringify(statuses)}, errors ${tally.errors.length}`,
      );
      if (tally.errors.length > 0) console.log(`[load] server output (tail):\n${server!.output().slice(-3000)}`);
      expect(tally.errors.slice(0, 20)).toEqual([]);
      expect(sorted.length).toBeGreaterThan(SHOPPERS);
    },
    (SECONDS + 240) * 1000,
  );
});
