/**
 * Issue #47, point 13: the optional allow-list of the addresses a provider's notifications come from
 * (FASPAY_NOTIFY_SOURCES, MIDTRANS_NOTIFY_SOURCES), through the real notification route. A notification from another
 * address, as TRUSTED_PROXY_HOPS determines it (the tests play the one trusted proxy: X-Forwarded-For's last entry is
 * the client), is answered 403 before it is read: not recorded, the order unchanged, however validly it is signed.
 * Unset or empty, any address is accepted; a value that is not addresses and ranges stops the start.
 */
import { eq } from "drizzle-orm";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { orders, paymentNotifications } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { PEER_HEADER } from "@/lib/server/http/peer-header";
import { checkSettings } from "@/lib/server/startup/checks";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { placeGuestPickup } from "../support/guest-pickup";

const MERCHANT = { FASPAY_MERCHANT_ID: "31234", FASPAY_MERCHANT_NAME: "Toko Contoh", FASPAY_PASSWORD: "p-31234-y" };
/** Faspay's published sandbox address, and a range of the test's own. */
const FASPAY_SOURCES = "149.129.213.81, 203.0.113.0/24, 2001:db8:5::/48";
let faspay: FakeFaspay;
const saved = { ...process.env };

beforeAll(async () => {
  faspay = await startFakeFaspay({
    merchantId: MERCHANT.FASPAY_MERCHANT_ID,
    merchantName: MERCHANT.FASPAY_MERCHANT_NAME,
    password: MERCHANT.FASPAY_PASSWORD,
  });
  Object.assign(process.env, MERCHANT, { PAYMENT_PROVIDER: "faspay", FASPAY_BASE_URL: faspay.url });
});
afterEach(() => {
  delete process.env.FASPAY_NOTIFY_SOURCES;
  delete process.env.MIDTRANS_NOTIFY_SOURCES;
});
afterAll(async () => {
  process.env = saved;
  await faspay.stop();
});

const placeOrder = () => placeGuestPickup("sources");

/** Faspay's signed paid notification for the order. */
function paid(order: typeof orders.$inferSelect) {
  return {
    request: "Payment Notification",
    trx_id: faspay.bills.get(order.trxRef)!.trxId,
    merchant_id: MERCHANT.FASPAY_MERCHANT_ID,
    merchant: MERCHANT.FASPAY_MERCHANT_NAME,
    bill_no: order.trxRef,
    payment_reff: "R1",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: "2",
    payment_status_desc: "Payment Sukses",
    bill_total: String(order.grandTotal),
    payment_total: String(order.grandTotal),
    payment_channel_uid: "702",
    payment_channel: "BCA Virtual Account",
    signature: faspay.sign(faspay.userId, MERCHANT.FASPAY_PASSWORD, order.trxRef, "2"),
  };
}

async function send(forwardedFor: string, body: unknown) {
  const res = await notify(
    new Request("http://localhost/api/v1/payment/notification", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify(body),
    }),
  );
  const json = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  return { status: res.status, message: json.error?.message };
}

const state = async (orderId: number) => {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId));
  return { status: order!.trxStatus, recorded: rows.map((r) => r.outcome) };
};
const refused = { status: 403, message: CHECKOUT_MSG.notificationSource };

describe("notification source addresses", () => {
  it("with FASPAY_NOTIFY_SOURCES, refuses a signed notification from any other address, unread and unrecorded", async () => {
    process.env.FASPAY_NOTIFY_SOURCES = FASPAY_SOURCES;
    const order = await placeOrder();
    const before = (await (await getDb()).select().from(paymentNotifications)).length;
    // Another address; the allowed one written to the left by the sender itself; IPv6 outside the range; unknown.
    for (const forwardedFor of ["198.51.100.7", "149.129.213.81, 198.51.100.7", "2001:db8:6::1", "garbage"])
      expect(await send(forwardedFor, paid(order))).toEqual(refused);
    expect(await send("198.51.100.7", "not even a notification")).toEqual(refused);
    expect(await state(order.id)).toEqual({ status: "PENDING", recorded: [] });
    expect((await (await getDb()).select().from(paymentNotifications)).length).toBe(before);
    // From an address in a listed range: read and applied.
    expect((await send("203.0.113.40", paid(order))).status).toBe(200);
    expect(await state(order.id)).toEqual({ status: "PAID", recorded: ["PAID"] });
  });

  it("accepts a listed address exactly, an IPv6 range, and any address when the setting is unset", async () => {
    process.env.FASPAY_NOTIFY_SOURCES = FASPAY_SOURCES;
    const first = await placeOrder();
    expect((await send("149.129.213.81", paid(first))).status).toBe(200);
    const second = await placeOrder();
    expect((await send("2001:db8:5:1::9", paid(second))).status).toBe(200);
    delete process.env.FASPAY_NOTIFY_SOURCES;
    const third = await placeOrder();
    expect((await send("198.51.100.8", paid(third))).status).toBe(200);
    for (const order of [first, second, third]) expect((await state(order.id)).status).toBe("PAID");
  });

  it("with no proxy trusted (TRUSTED_PROXY_HOPS=0), checks the socket's address and ignores X-Forwarded-For", async () => {
    process.env.FASPAY_NOTIFY_SOURCES = FASPAY_SOURCES;
    process.env.TRUSTED_PROXY_HOPS = "0";
    try {
      const order = await placeOrder();
      const from = (peer: string, forwardedFor: string) =>
        notify(
          new Request("http://localhost/api/v1/payment/notification", {
            method: "POST",
            headers: { "content-type": "application/json", [PEER_HEADER]: peer, "x-forwarded-for": forwardedFor },
            body: JSON.stringify(paid(order)),
          }),
        );
      expect((await from("198.51.100.10", "149.129.213.81")).status).toBe(403);
      expect((await state(order.id)).recorded).toEqual([]);
      expect((await from("::ffff:149.129.213.81", "198.51.100.10")).status).toBe(200);
      expect(await state(order.id)).toEqual({ status: "PAID", recorded: ["PAID"] });
    } finally {
      process.env.TRUSTED_PROXY_HOPS = "1";
    }
  });

  it("is each provider's own: MIDTRANS_NOTIFY_SOURCES applies to Midtrans, not to Faspay", async () => {
    process.env.MIDTRANS_NOTIFY_SOURCES = "103.208.23.0/24";
    const order = await placeOrder();
    expect((await send("198.51.100.9", paid(order))).status).toBe(200);
    process.env.PAYMENT_PROVIDER = "midtrans";
    try {
      expect(await send("198.51.100.9", { order_id: order.trxRef })).toEqual(refused);
      // From Midtrans's range the notification is read (and refused by its own checks, not by its address).
      expect(await send("103.208.23.6", { order_id: order.trxRef })).not.toEqual(refused);
    } finally {
      process.env.PAYMENT_PROVIDER = "faspay";
    }
  });

  it("stops the start on a value that is not addresses and ranges", () => {
    const base = { PAYMENT_PROVIDER: "faspay" };
    const problems = (env: Record<string, string>) => {
      const check = checkSettings(env);
      return check.ok ? "" : check.problems.join("\n");
    };
    for (const bad of ["faspay.co.id", "149.129.213.81/33", "10.0.0.0/8/1", "2001:db8::/129"])
      expect(problems({ ...base, FASPAY_NOTIFY_SOURCES: bad })).toMatch(
        /FASPAY_NOTIFY_SOURCES must be IP addresses or CIDR ranges/,
      );
    expect(problems({ PAYMENT_PROVIDER: "midtrans", MIDTRANS_NOTIFY_SOURCES: "x" })).toMatch(
      /MIDTRANS_NOTIFY_SOURCES must be IP addresses or CIDR ranges/,
    );
    expect(checkSettings({ ...base, FASPAY_NOTIFY_SOURCES: "149.129.213.81, 2001:db8::/32" }).ok).toBe(true);
  });
});
