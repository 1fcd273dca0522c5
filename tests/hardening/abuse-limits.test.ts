/**
 * Per-client request limits (issue #21, point 2), through the real route handlers, on PGlite and on PostgreSQL:
 * forgot-password, promo codes, checkout-trx, newsletter and invalid payment notifications answer 429 with
 * `Retry-After` and a clear message past their limit; other clients are not affected; the counters live in the
 * shared store (a new instance sees them); invalid notifications are not stored without bound while valid ones are
 * always processed and recorded.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as forgotPassword } from "@/app/api/v1/auth/forgot-password/route";
import { POST as checkoutPromo } from "@/app/api/v1/checkout-promo-code/route";
import { POST as checkoutTrx } from "@/app/api/v1/checkout-trx/route";
import { POST as newsletter } from "@/app/api/v1/newsletter/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { orders, paymentNotifications } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature } from "@/lib/server/payment/providers/sandbox/signature";
import type { RouteHandler } from "../support/http";
import { firstSize, guestCart } from "../support/checkout-fixtures";

process.env.RATE_LIMIT_AUTH = "6/60";
process.env.RATE_LIMIT_PROMO = "3/60";
process.env.RATE_LIMIT_CHECKOUT = "3/60";
process.env.RATE_LIMIT_NEWSLETTER = "3/600";
process.env.RATE_LIMIT_PAYMENT_INVALID = "4/600";
process.env.PAYMENT_INVALID_RECORDS = "6/3600";

let addresses = 0;
const newClient = () => `203.0.113.${++addresses}`;

async function send(handler: RouteHandler, path: string, client: string, body: unknown) {
  const res = await handler(
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify(body),
    }),
  );
  const json = (await res.json()) as { error?: { message: string } };
  return { status: res.status, retryAfter: Number(res.headers.get("retry-after") ?? 0), message: json.error?.message };
}

/** `allowed` requests pass (whatever their answer), the next is 429 with Retry-After and the message. */
async function expectLimited(handler: RouteHandler, path: string, allowed: number, body: () => unknown) {
  const client = newClient();
  for (let i = 0; i < allowed; i++) expect((await send(handler, path, client, body())).status).not.toBe(429);
  const refused = await send(handler, path, client, body());
  expect(refused.status).toBe(429);
  expect(refused.message).toBe(LIMIT_MSG.tooMany);
  expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
  expect((await send(handler, path, newClient(), body())).status).not.toBe(429);
  return client;
}

describe("per-client request limits", () => {
  it("forgot-password (the sign-in family's limit)", async () => {
    await expectLimited(forgotPassword, "/api/v1/auth/forgot-password", 6, () => ({
      email: `forgot-${randomUUID()}@example.com`,
    }));
  });

  it("promo codes", async () => {
    await expectLimited(checkoutPromo, "/api/v1/checkout-promo-code", 3, () => ({
      local_device_id: randomUUID(),
      promo_code: "GUESS",
    }));
  });

  it("checkout-trx", async () => {
    await expectLimited(checkoutTrx, "/api/v1/checkout-trx", 3, () => ({
      local_device_id: randomUUID(),
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: 2,
    }));
  });

  it("newsletter, and the counters are shared: a new instance's limiters see them", async () => {
    const client = await expectLimited(newsletter, "/api/v1/newsletter", 3, () => ({
      email: `news-${randomUUID()}@example.com`,
    }));
    // Another instance: limiters made afresh over the same store.
    (globalThis as { __storefrontLimiters?: Map<string, unknown> }).__storefrontLimiters?.clear();
    expect(
      (await send(newsletter, "/api/v1/newsletter", client, { email: `news-${randomUUID()}@example.com` })).status,
    ).toBe(429);
  });
});

describe("invalid payment notifications", () => {
  function notification(billNo: string, billTotal: string, signature?: string) {
    const c = sandboxConfig();
    return {
      request: "Payment Notification",
      trx_id: `T-${randomUUID()}`,
      merchant_id: c.merchantId,
      merchant: c.merchantName,
      bill_no: billNo,
      payment_reff: "R1",
      payment_date: "2026-01-02 10:11:12",
      payment_status_code: "2",
      payment_status_desc: "x",
      bill_total: billTotal,
      payment_total: billTotal,
      payment_channel_uid: "702",
      payment_channel: "BCA Virtual Account",
      signature: signature ?? notificationSignature(c, billNo, "2"),
    };
  }
  const PATH = "/api/v1/payment/notification";
  const recorded = async () =>
    (await (await getDb()).select({ id: paymentNotifications.id }).from(paymentNotifications)).length;

  it("are limited per client and not stored past the limits; a valid one is still processed and recorded", async () => {
    const device = await guestCart([{ productId: 19, sizeCode: await firstSize(19) }]);
    const placed = await send(checkoutTrx, "/api/v1/checkout-trx", newClient(), {
      local_device_id: device,
      shipping_type: "PICKUP_ON_STORE",
      showroom_id: 2,
      guest_email: `pay-${device}@example.com`,
    });
    expect(placed.status).toBe(200);
    const db = await getDb();
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.guestEmail, `pay-${device}@example.com`));
    const forger = newClient();
    const start = await recorded();
    for (let i = 0; i < 4; i++)
      expect(
        (await send(notify, PATH, forger, notification(order!.trxRef, String(order!.grandTotal), "forged"))).status,
      ).toBe(403);
    expect(await recorded()).toBe(start + 4);
    for (let i = 0; i < 10; i++) {
      const refused = await send(notify, PATH, forger, notification(`NOPE-${i}`, "1000", "forged"));
      expect(refused.status).toBe(429);
      expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    }
    expect(await recorded()).toBe(start + 4);
    // All clients together record at most 6 invalid ones: two more clients add 2, then nothing more is stored.
    for (let i = 0; i < 4; i++)
      expect((await send(notify, PATH, newClient(), notification(`NOPE-X${i}`, "1000", "forged"))).status).toBe(403);
    expect(await recorded()).toBe(start + 6);
    // The genuine notification, from the forger's address even: processed and recorded.
    const paid = await send(notify, PATH, forger, notification(order!.trxRef, String(order!.grandTotal)));
    expect(paid.status).toBe(200);
    expect(await recorded()).toBe(start + 7);
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.trxStatus).toBe("PAID");
  });
});
