/**
 * Midtrans Snap on a production server against the local fake (tests/support/fakes/midtrans.ts): the Snap
 * transaction is created server to server at MIDTRANS_SNAP_URL with the server key, the "browser" opens the answered
 * redirect_url and pays there, the fake notifies the shop over HTTP at the address the shop gave it
 * (X-Override-Notification), the shop confirms with the status API at MIDTRANS_API_URL and the order is paid; the
 * browser comes back to the order's own link; a replayed notification changes nothing, a forged one is refused.
 * A notification is answered within Midtrans' 5 s even when the status API is slower (503, and the retry pays).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, paymentNotifications } from "@/lib/db/schema";
import { firstSize, guestAddressFields, setStock } from "../support/checkout-fixtures";
import { fakeServerKey, startFakeMidtrans, type FakeMidtrans } from "../support/fakes/midtrans";
import { signatureKey } from "../support/fakes/midtrans-wire";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(3334);
const PRODUCT = 19;
const KEY = fakeServerKey();

let server: ServerHandle | null = null;
let midtrans: FakeMidtrans;
let size = "";

beforeAll(async () => {
  ensureBuild();
  size = await firstSize(PRODUCT);
  await setStock(8, PRODUCT, size, 50); // before the server owns the database (PGlite has one owner at a time)
  midtrans = await startFakeMidtrans({ serverKey: KEY });
  server = await startServer(PORT, {
    PAYMENT_PROVIDER: "midtrans",
    MIDTRANS_SERVER_KEY: KEY,
    MIDTRANS_SNAP_URL: midtrans.snapUrl,
    MIDTRANS_API_URL: midtrans.apiUrl,
  });
}, 600_000);

afterAll(async () => {
  await stopServer(server);
  await midtrans?.stop();
});

type Placed = {
  trx_ref: string;
  payment_data: { action_url: string; method: string; fields: Record<string, string> };
};

/** A guest's delivery order, placed through the API: its checkout-trx answer and the device that placed it. */
async function placeDelivery(base: string): Promise<{ data: Placed; device: string }> {
  const json = { "content-type": "application/json" };
  const device = randomUUID();
  expect(
    (
      await fetch(`${base}/api/v1/cart`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ local_device_id: device, product_detail_id: PRODUCT, size, qty: 1 }),
      })
    ).status,
  ).toBe(200);
  const placed = await fetch(`${base}/api/v1/checkout-trx`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      local_device_id: device,
      shipping_type: "ONLINE_DELIVERY",
      showroom_id: 8,
      guest_email: `midtrans-${device}@example.com`,
      ...guestAddressFields(),
      shipping_courier: "JNE",
      shipping_service_name: "REG",
    }),
  });
  expect(placed.status).toBe(200);
  const { data } = (await placed.json()) as { data: Placed };
  return { data, device };
}

describe("Midtrans Snap on a running shop", () => {
  it("answers a notification within 5 s while the status API takes 6 s, and Midtrans' retry pays the order", async () => {
    const base = server!.url;
    const { data, device } = await placeDelivery(base);
    const trxStatus = async () => {
      const res = await fetch(`${base}/api/v1/order-summary`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ trx_ref: data.trx_ref, local_device_id: device }),
      });
      return ((await res.json()) as { data: { trx_status: string } }).data.trx_status;
    };
    await midtrans.settle(data.trx_ref, { notify: false });
    midtrans.delays.status = 6_000;
    const began = Date.now();
    let first: Awaited<ReturnType<FakeMidtrans["notify"]>>;
    try {
      first = await midtrans.notify(data.trx_ref);
    } finally {
      midtrans.delays.status = 0;
    }
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(first.status).toBe(503);
    expect(await trxStatus()).toBe("PENDING");
    // Midtrans sends it again after a non-2xx answer; the status API answers in time now.
    expect((await midtrans.notify(data.trx_ref)).status).toBe(200);
    expect(await trxStatus()).toBe("PAID");
  }, 60_000);

  it("takes a guest's delivery from checkout through Snap's page to a paid order", async () => {
    const base = server!.url;
    const json = { "content-type": "application/json" };
    const { data, device } = await placeDelivery(base);
    const snap = midtrans.transaction(data.trx_ref)!;
    // The order's first attempt has its own order_id (Midtrans takes one once).
    expect(snap.orderId).toBe(`${data.trx_ref}-1`);
    expect(data.payment_data).toEqual({
      action_url: `${midtrans.url}/snap/v2/vtweb/${snap.token}`,
      method: "GET",
      fields: {},
    });
    // The shipping is an item, the items add up to gross_amount (the fake refuses them otherwise).
    expect(snap.body.item_details!.map((i) => i.id)).toContain("shipping");
    expect(snap.body.callbacks!.finish).toBe(`${base}/payment/response?trx_ref=${data.trx_ref}`);
    expect(snap.notifyUrl).toBe(`${base}/api/v1/payment/notification`);

    const page = await fetch(data.payment_data.action_url);
    expect(await page.text()).toContain(data.trx_ref);
    const paid = await fetch(`${data.payment_data.action_url}/complete`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "outcome=pay",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/payment/response`);
    expect(back.searchParams.get("trx_ref")).toBe(data.trx_ref);
    expect(midtrans.deliveries.at(-1)).toMatchObject({ orderId: `${data.trx_ref}-1`, status: 200 });
    expect(midtrans.requests.some((r) => r.path === `/v2/${data.trx_ref}-1/status`)).toBe(true);

    const summary = await fetch(`${base}/api/v1/order-summary`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ trx_ref: data.trx_ref, local_device_id: device }),
    });
    expect(((await summary.json()) as { data: { trx_status: string } }).data.trx_status).toBe("PAID");

    expect((await midtrans.notify(data.trx_ref)).status).toBe(200);
    const forged = await midtrans.notify(data.trx_ref, {
      signature_key: signatureKey(`${data.trx_ref}-1`, "200", "1.00", KEY),
    });
    expect(forged.status).toBe(403);

    await stopServer(server);
    server = null;
    const db = await getDb();
    const [order] = await db.select().from(orders).where(eq(orders.trxRef, data.trx_ref));
    expect(order).toMatchObject({ trxStatus: "PAID", paymentState: "paid", paymentStatusCode: "settlement" });
    const recorded = await db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.billNo, data.trx_ref))
      .orderBy(paymentNotifications.id);
    expect(recorded.map((r) => r.outcome)).toEqual(["PAID", "DUPLICATE", "INVALID_SIGNATURE"]);
  }, 180_000);
});
