/**
 * The payment sandbox (issue #21, point 7), on production servers. With PAYMENT_PROVIDER=faspay every sandbox
 * address answers 404. With the sandbox active, a validly signed "Pay" posted with a forged Host and X-Forwarded-Host
 * naming another host and port makes the server notify only its configured target (SITE_URL's notification API):
 * a listener on the attacker's port receives nothing. What the browser follows is relative (issue #30: the demo
 * shop pays on whatever address it was opened at), so no header can point it at another host either.
 */
import { randomUUID } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { firstSize } from "../support/checkout-fixtures";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const SHOP_PORT = hardeningPort(3330);
const FASPAY_PORT = hardeningPort(3331);
const ATTACKER_PORT = hardeningPort(3332);
const PRODUCT = 19;

let server: ServerHandle | null = null;
let size = "";
let attacker: Server | null = null;
const reached: string[] = [];

/** A form post with raw headers (node:http sends a forged Host as given; fetch may not). Answers status and Location. */
function postForm(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; location: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? "") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  ensureBuild();
  size = await firstSize(PRODUCT); // before a server owns the database (PGlite has one owner at a time)
  attacker = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    res.writeHead(200, { "content-type": "application/json" }).end('{"response_code":"00"}');
  });
  await new Promise<void>((resolve) => attacker!.listen(ATTACKER_PORT, "127.0.0.1", resolve));
}, 600_000);

afterAll(async () => {
  await stopServer(server);
  await new Promise((resolve) => attacker?.close(resolve));
});

describe("payment sandbox", () => {
  it("has no sandbox address at all while faspay is the provider", async () => {
    server = await startServer(FASPAY_PORT, {
      PAYMENT_PROVIDER: "faspay",
      FASPAY_MERCHANT_ID: "31234",
      FASPAY_PASSWORD: "secret-from-faspay",
    });
    const form = { "content-type": "application/x-www-form-urlencoded" };
    for (const [method, path] of [
      ["GET", "/payment-sandbox"],
      ["POST", "/payment-sandbox"],
      ["GET", "/payment-sandbox/complete"],
      ["POST", "/payment-sandbox/complete"],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: method === "POST" ? form : {},
        body: method === "POST" ? "bill_no=1&outcome=pay" : undefined,
        redirect: "manual",
      });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
    }
    await stopServer(server);
    server = null;
  }, 180_000);

  it("a forged Host or X-Forwarded-Host never chooses where the signed notification goes", async () => {
    server = await startServer(SHOP_PORT);
    const base = server.url;
    const json = { "content-type": "application/json" };
    const device = randomUUID();
    await fetch(`${base}/api/v1/cart`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ local_device_id: device, product_detail_id: PRODUCT, size, qty: 1 }),
    });
    const placed = await fetch(`${base}/api/v1/checkout-trx`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        local_device_id: device,
        shipping_type: "PICKUP_ON_STORE",
        showroom_id: 2,
        guest_email: `ssrf-${device}@example.com`,
      }),
    });
    expect(placed.status).toBe(200);
    const { data } = (await placed.json()) as {
      data: { trx_ref: string; payment_data: { action_url: string; fields: Record<string, string> } };
    };
    // The payment form's addresses are relative, whatever Host the checkout was posted with: no header names a host.
    expect(data.payment_data.action_url).toBe("/payment-sandbox");
    expect(data.payment_data.fields.return_url).toBe("/payment/response");

    const evil = `127.0.0.1:${ATTACKER_PORT}`;
    const forged: Record<string, string>[] = [
      { host: evil },
      { "x-forwarded-host": evil, "x-forwarded-proto": "http" },
      { host: evil, "x-forwarded-host": evil },
    ];
    const body = new URLSearchParams({ ...data.payment_data.fields, outcome: "later", channel: "702" }).toString();
    for (const headers of forged) {
      const res = await postForm(`${base}/payment-sandbox/complete`, body, headers);
      expect(res.status).toBe(303);
      expect(res.location.startsWith("/payment/response?")).toBe(true);
    }
    const paid = await postForm(
      `${base}/payment-sandbox/complete`,
      new URLSearchParams({ ...data.payment_data.fields, outcome: "pay", channel: "702" }).toString(),
      { host: evil, "x-forwarded-host": evil },
    );
    expect(paid.status).toBe(303);
    expect(reached).toEqual([]);
    await stopServer(server);
    server = null;
    // The notification reached the configured target, the shop itself: the order is paid.
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.trxRef, data.trx_ref));
    expect(order?.trxStatus).toBe("PAID");
  }, 180_000);
});
