/**
 * Issue #47, point 8, through the real notification route with Faspay as the provider (its local fake bills the
 * order), on PGlite and on PostgreSQL: a validly signed notification that changes nothing (a replay of the bill's own
 * status) counts against RATE_LIMIT_PAYMENT_INVALID and PAYMENT_INVALID_RECORDS like an invalid one. The signature
 * is the one the shopper's own return address carries (Faspay signs the return and the notification alike), and each
 * replay carries 3 KB of junk, as the red team's did. A notification that changes something is never limited.
 * Each simulated client is X-Forwarded-For's last entry, the tests playing the trusted proxy (integration-env.ts).
 */
import { eq } from "drizzle-orm";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { orders, paymentNotifications } from "@/lib/db/schema";
import { startFakeFaspay, type FakeFaspay } from "../support/fakes/faspay";
import { placeGuestPickup } from "../support/guest-pickup";

process.env.RATE_LIMIT_PAYMENT_INVALID = "4/600";
process.env.PAYMENT_INVALID_RECORDS = "6/3600";

const MERCHANT = { FASPAY_MERCHANT_ID: "31234", FASPAY_MERCHANT_NAME: "Toko Contoh", FASPAY_PASSWORD: "p-31234-x" };
const JUNK = "J".repeat(3 * 1024);
let faspay: FakeFaspay;
const saved = { ...process.env };
let addresses = 0;
const newClient = () => `198.51.100.${++addresses}`;

beforeAll(async () => {
  faspay = await startFakeFaspay({
    merchantId: MERCHANT.FASPAY_MERCHANT_ID,
    merchantName: MERCHANT.FASPAY_MERCHANT_NAME,
    password: MERCHANT.FASPAY_PASSWORD,
  });
  Object.assign(process.env, MERCHANT, { PAYMENT_PROVIDER: "faspay", FASPAY_BASE_URL: faspay.url });
});
afterAll(async () => {
  process.env = saved;
  await faspay.stop();
});

const placeOrder = () => placeGuestPickup("replay");

/** A notification of `status` for the order, signed with the signature of the shopper's return address. */
function notification(order: typeof orders.$inferSelect, status: string, extra: Record<string, string> = {}) {
  const signature = new URL(faspay.returnUrl(order.trxRef, status)).searchParams.get("signature")!;
  return {
    request: "Payment Notification",
    trx_id: faspay.bills.get(order.trxRef)!.trxId,
    merchant_id: MERCHANT.FASPAY_MERCHANT_ID,
    merchant: MERCHANT.FASPAY_MERCHANT_NAME,
    bill_no: order.trxRef,
    payment_reff: "R1",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: status,
    payment_status_desc: "x",
    bill_total: String(order.grandTotal),
    payment_total: status === "2" ? String(order.grandTotal) : "0",
    payment_channel_uid: "702",
    payment_channel: "BCA Virtual Account",
    signature,
    ...extra,
  };
}

async function send(client: string, body: unknown) {
  const res = await notify(
    new Request("http://localhost/api/v1/payment/notification", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify(body),
    }),
  );
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? 0) };
}

const recordedFor = async (orderId: number) =>
  (
    await (
      await getDb()
    )
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderId, orderId))
  ).map((r) => r.outcome);

describe("validly signed replays of a Faspay notification", () => {
  it("are limited per client and recorded within the overall bound, while a change is always processed", async () => {
    const order = await placeOrder();
    const attacker = newClient();
    // The genuine payment, from the attacker's address even: processed and recorded, never counted.
    expect((await send(attacker, notification(order, "2"))).status).toBe(200);
    expect((await (await getDb()).select().from(orders).where(eq(orders.id, order.id)))[0]!.trxStatus).toBe("PAID");

    // Before: each one 200 and stored, 4 KB apiece. Now: the limit's 4, then 429 and nothing stored.
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await send(attacker, notification(order, "2", { junk: JUNK })));
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.slice(4).map((a) => a.status))).toEqual(new Set([429]));
    expect(answers[4]!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(await recordedFor(order.id)).toEqual(["PAID", ...Array(4).fill("DUPLICATE")]);

    // Other addresses: recorded until all clients together reach PAYMENT_INVALID_RECORDS (6), then answered only.
    for (let i = 0; i < 4; i++)
      expect((await send(newClient(), notification(order, "2", { junk: JUNK }))).status).toBe(200);
    expect(await recordedFor(order.id)).toEqual(["PAID", ...Array(6).fill("DUPLICATE")]);

    // A notification that changes something (Faspay's reversal) still goes through from the limited address.
    expect((await send(attacker, notification(order, "4"))).status).toBe(200);
    expect((await recordedFor(order.id)).at(-1)).toBe("REFUNDED");
  });

  it("count the same for a repeated 'in process' and a status that says nothing about the money", async () => {
    const order = await placeOrder();
    const client = newClient();
    // The first "in process" changes the payment's status: processed and recorded, not counted.
    expect((await send(client, notification(order, "1"))).status).toBe(200);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await send(client, notification(order, "1"))).status);
    for (let i = 0; i < 3; i++) answers.push((await send(client, notification(order, "9"))).status);
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);
    // The overall bound was reached by the test above: nothing more is recorded.
    expect(await recordedFor(order.id)).toEqual(["IN_PROCESS"]);
  });
});
