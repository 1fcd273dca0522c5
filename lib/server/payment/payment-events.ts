import "server-only";
import { and, eq, inArray, isNull, ne, notInArray, or } from "drizzle-orm";
import { canMove } from "@/lib/domain/order-status";
import type { Db } from "@/lib/db";
import { orders, paymentNotifications, payments } from "@/lib/db/schema";
import { queuePaymentReceived } from "@/lib/server/orders/order-mail";
import { queueOrderMessage } from "@/lib/server/orders/order-messages";
import { releaseOrderStock } from "@/lib/server/orders/release-stock";
import { ORDER_STATUS, recordStatus } from "@/lib/server/orders/status-history";
import type { PaymentEvent } from "./providers/types";

type NotificationRecord = typeof paymentNotifications.$inferInsert;

/** What a provider reported, as the payments row keeps it. */
const reported = (e: PaymentEvent) => ({
  statusCode: e.providerStatus.code,
  statusDesc: e.providerStatus.desc,
  channel: e.channel || null,
  providerTrxId: e.providerTrxId || null,
  paymentReff: e.reference || null,
  updatedAt: new Date(),
});

/** Marks a pending order paid and records the notification in one transaction: a paid order never lacks its record, even after a crash. */
export async function markPaid(db: Db, orderId: number, e: PaymentEvent, record: NotificationRecord) {
  return db.transaction(async (tx) => {
    const paidAt = e.paidAt ?? new Date();
    const [paid] = await tx
      .update(orders)
      .set({
        trxStatus: ORDER_STATUS.paid,
        paymentState: "paid",
        paymentStatusCode: e.providerStatus.code,
        paymentStatusDesc: e.providerStatus.desc,
        paymentChannel: e.channel || null,
        paymentDate: paidAt,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), eq(orders.trxStatus, ORDER_STATUS.pending)))
      .returning();
    if (!paid) return null;
    await tx
      .update(payments)
      .set({ ...reported(e), state: "paid", paidAmount: e.amount, paidAt })
      .where(eq(payments.orderId, orderId));
    await recordStatus(tx, orderId, ORDER_STATUS.pending, ORDER_STATUS.paid, `Payment notification ${e.providerTrxId}`);
    await tx.insert(paymentNotifications).values(record);
    await queuePaymentReceived(tx, paid);
    await queueOrderMessage(tx, paid, { kind: "paid" });
    return paid;
  });
}

const ENDED = [ORDER_STATUS.expired, ORDER_STATUS.cancelled, ORDER_STATUS.failed];

/**
 * Money arrived for an order that had already ended (expired, cancelled, failed): the order stays ended, its stock is
 * not taken again, and its payment is flagged refund_due for ops (`npm run ops -- refunds`). Once only: a replay finds
 * it flagged and changes nothing. False when the order was not ended or was already flagged.
 */
export async function flagRefundDue(
  db: Db,
  orderId: number,
  e: PaymentEvent,
  record: NotificationRecord,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [flagged] = await tx
      .update(orders)
      .set({
        paymentState: "refund_due",
        paymentStatusCode: e.providerStatus.code,
        paymentStatusDesc: e.providerStatus.desc,
        paymentChannel: e.channel || null,
        paymentDate: e.paidAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.trxStatus, ENDED),
          notInArray(orders.paymentState, ["refund_due", "refunded"]),
        ),
      )
      .returning({ id: orders.id });
    if (!flagged) return false;
    await tx
      .update(payments)
      .set({ ...reported(e), state: "refund_due", paidAmount: e.amount, paidAt: e.paidAt ?? new Date() })
      .where(eq(payments.orderId, orderId));
    await tx.insert(paymentNotifications).values(record);
    return true;
  });
}

/**
 * The provider gave the money back (a reversal, a refund or a chargeback): a paid (or refund-due) payment becomes
 * refunded. An order whose goods have not left the shop (paid, being prepared, waiting at the showroom) becomes
 * REFUNDED, which nothing moves on (ship, process, ready and complete refuse it), and its units go back on sale; a
 * shipped or completed one keeps its status (the goods are with the shopper: customer service's matter) with its
 * payment refunded. The payment's row lock orders this against a concurrent staff move, whose update is conditional
 * on the status it read.
 */
export async function markRefunded(db: Db, orderId: number, e: PaymentEvent): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({
        paymentState: "refunded",
        paymentStatusCode: e.providerStatus.code,
        paymentStatusDesc: e.providerStatus.desc,
        updatedAt: new Date(),
      })
      .where(and(eq(orders.id, orderId), inArray(orders.paymentState, ["paid", "refund_due"])))
      .returning({ id: orders.id, trxStatus: orders.trxStatus, shippingType: orders.shippingType });
    if (!done) return false;
    await tx
      .update(payments)
      .set({ ...reported(e), state: "refunded" })
      .where(eq(payments.orderId, orderId));
    const shipping = done.shippingType === "PICKUP_ON_STORE" ? "PICKUP_ON_STORE" : "ONLINE_DELIVERY";
    if (canMove(done.trxStatus, ORDER_STATUS.refunded, shipping)) {
      const [ended] = await tx
        .update(orders)
        .set({ trxStatus: ORDER_STATUS.refunded, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.trxStatus, done.trxStatus)))
        .returning({ id: orders.id });
      if (ended) {
        await recordStatus(
          tx,
          orderId,
          done.trxStatus,
          ORDER_STATUS.refunded,
          `Payment notification ${e.providerTrxId}: ${e.providerStatus.desc}`,
        );
        await releaseOrderStock(tx, orderId);
      }
    }
    return true;
  });
}

/**
 * A still-pending payment takes the provider's latest word (e.g. "in process"); an ended or paid one is left alone.
 * False when nothing changed: the payment was not pending, or already had that status code (a replay).
 */
export async function notePending(db: Db, orderId: number, e: PaymentEvent): Promise<boolean> {
  const noted = await db
    .update(payments)
    .set({ statusCode: e.providerStatus.code, statusDesc: e.providerStatus.desc, updatedAt: new Date() })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.state, "pending"),
        or(isNull(payments.statusCode), ne(payments.statusCode, e.providerStatus.code)),
      ),
    )
    .returning({ id: payments.id });
  return noted.length > 0;
}
