/**
 * Promise 2, payment integrity: of a forged signature, a changed amount, an unknown bill, a status other than paid
 * and a valid notification replayed 5 times at once, only the valid one marks the order paid, exactly once (one
 * PAID history row); every notification is recorded; the return page (POST checkout-payment) never marks paid.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as checkoutPayment } from "@/app/api/v1/checkout-payment/route";
import { POST as notify } from "@/app/api/v1/payment/notification/route";
import { getDb } from "@/lib/db";
import { orderStatusHistory, orders, paymentNotifications, payments } from "@/lib/db/schema";
import { sandboxConfig } from "@/lib/server/payment/providers/sandbox/config";
import { notificationSignature, returnSignature } from "@/lib/server/payment/providers/sandbox/signature";
import { placeGuestPickup } from "../support/guest-pickup";
import { call } from "../support/http";

const placeOrder = () => placeGuestPickup("pay");

function notification(billNo: string, statusCode: string, billTotal: string, extra: Record<string, string> = {}) {
  const c = sandboxConfig();
  return {
    request: "Payment Notification",
    trx_id: `T-${randomUUID()}`,
    merchant_id: c.merchantId,
    merchant: c.merchantName,
    bill_no: billNo,
    payment_reff: "R1",
    payment_date: "2026-01-02 10:11:12",
    payment_status_code: statusCode,
    payment_status_desc: "x",
    bill_total: billTotal,
    payment_total: billTotal,
    payment_channel_uid: "702",
    payment_channel: "BCA Virtual Account",
    signature: notificationSignature(c, billNo, statusCode),
    ...extra,
  };
}

const post = (body: unknown) =>
  notify(
    new Request("http://localhost/api/v1/payment/notification", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

async function state(orderId: number) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  return { status: order!.trxStatus, paidRows: history.filter((h) => h.toStatus === "PAID").length };
}

describe("payment integrity", () => {
  it("only a genuine paid notification marks the order paid, once, and every notification is recorded", async () => {
    const order = await placeOrder();
    const total = String(order.grandTotal);
    const db = await getDb();
    const before = (await db.select().from(paymentNotifications)).length;

    const bad = [
      { name: "wrong signature", body: { ...notification(order.trxRef, "2", total), signature: "0".repeat(40) } },
      { name: "changed amount", body: notification(order.trxRef, "2", String(order.grandTotal - 1000)) },
      { name: "amount raised", body: notification(order.trxRef, "2", String(order.grandTotal + 1)) },
      { name: "unknown bill", body: notification(randomUUID().replace(/-/g, ""), "2", total) },
      { name: "status in process", body: notification(order.trxRef, "1", total) },
      {
        name: "signature of another status",
        body: {
          ...notification(order.trxRef, "2", total),
          signature: notificationSignature(sandboxConfig(), order.trxRef, "1"),
        },
      },
    ];
    for (const attempt of bad) {
      await post(attempt.body);
      expect({ attempt: attempt.name, ...(await state(order.id)) }).toEqual({
        attempt: attempt.name,
        status: "PENDING",
        paidRows: 0,
      });
    }

    const valid = notification(order.trxRef, "2", total);
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(valid)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await state(order.id)).toEqual({ status: "PAID", paidRows: 1 });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.statusCode).toBe("2");

    const recorded = (await db.select().from(paymentNotifications)).slice(before);
    expect(recorded).toHaveLength(bad.length + 5);
    expect(recorded.filter((r) => r.outcome === "PAID")).toHaveLength(1);
    expect(recorded.filter((r) => r.outcome === "DUPLICATE")).toHaveLength(4);
    expect(recorded.filter((r) => r.signatureValid === false).length).toBeGreaterThanOrEqual(2);
  });

  it("the return page can never mark an order paid, even with a genuine return signature", async () => {
    const order = await placeOrder();
    const c = sandboxConfig();
    const params = {
      trx_id: "T",
      merchant_id: c.merchantId,
      merchant: c.merchantName,
      bill_no: order.trxRef,
      bill_reff: "X",
      bill_total: String(order.grandTotal),
      payment_reff: "",
      payment_date: "",
      bank_user_name: "",
      status: "2",
    };
    const forged = await call(checkoutPayment, "POST", "/api/v1/checkout-payment", {
      body: { ...params, signature: "a".repeat(40) },
    });
    expect(forged.status).toBe(400);
    const genuine = await Promise.all(
      Array.from({ length: 3 }, () =>
        call(checkoutPayment, "POST", "/api/v1/checkout-payment", {
          body: { ...params, signature: returnSignature(c, order.trxRef, "2") },
        }),
      ),
    );
    for (const res of genuine) expect(res.data.trx_status).toBe("PENDING");
    expect(await state(order.id)).toEqual({ status: "PENDING", paidRows: 0 });
  });
});
