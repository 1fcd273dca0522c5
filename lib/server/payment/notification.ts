import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import type { PaymentAcknowledgement } from "@/lib/domain/checkout/contract";
import { orders, paymentNotifications, payments } from "@/lib/db/schema";
import { endPendingOrder, type EndStatus } from "@/lib/server/orders/end-order";
import { deliverSoon } from "@/lib/server/mail/deliver-soon";
import { queuePaymentReceived } from "@/lib/server/orders/order-mail";
import { ORDER_STATUS, recordStatus } from "@/lib/server/orders/status-history";
import { consume } from "@/lib/server/limits";
import { getPaymentProvider } from "./index";
import type { PaymentNotification, RawNotification } from "./types";

export interface NotificationAnswer {
  status: number;
  body: PaymentAcknowledgement;
  /** Set when the client sent too many invalid notifications (429; the route answers the error envelope). */
  retryAfter?: number;
}

const ENDING: Record<string, EndStatus> = { "3": ORDER_STATUS.failed, "7": ORDER_STATUS.expired, "8": ORDER_STATUS.cancelled };

function parsePaymentDate(text: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(text);
  // Faspay dates are WIB (UTC+7).
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 7, +m[5]!, +m[6]!)) : new Date();
}

/** Marks the order paid and records the notification in one transaction: a paid order never lacks its record, even after a crash. */
async function markPaid(db: Db, orderId: number, n: PaymentNotification, record: typeof paymentNotifications.$inferInsert) {
  return db.transaction(async (tx) => {
    const paidAt = parsePaymentDate(n.paymentDate);
    const [paid] = await tx
      .update(orders)
      .set({ trxStatus: ORDER_STATUS.paid, paymentStatusCode: "2", paymentStatusDesc: n.statusDesc, paymentChannel: n.channel || null, paymentDate: paidAt, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.trxStatus, ORDER_STATUS.pending)))
      .returning();
    if (!paid) return null;
    await tx
      .update(payments)
      .set({ statusCode: "2", statusDesc: n.statusDesc, channel: n.channel || null, providerTrxId: n.trxId || null, paymentReff: n.paymentReff || null, paidAt, updatedAt: new Date() })
      .where(eq(payments.orderId, orderId));
    await recordStatus(tx, orderId, ORDER_STATUS.pending, ORDER_STATUS.paid, `Payment notification ${n.trxId}`);
    await tx.insert(paymentNotifications).values(record);
    await queuePaymentReceived(tx, paid);
    return paid;
  });
}

/**
 * The provider's server-to-server notification. Every valid one is processed and recorded with its outcome. An
 * invalid one (bad signature, unknown bill, wrong amount) counts against its client (RATE_LIMIT_PAYMENT_INVALID):
 * past that limit it is refused with 429 and not recorded; and all clients together record at most
 * PAYMENT_INVALID_RECORDS of them, so a flood cannot grow `payment_notifications` without bound. Only a valid signature for a
 * known bill whose amount equals the order's grand total changes anything; a replay is acknowledged again and changes nothing.
 */
export async function receivePaymentNotification(body: RawNotification, client: string): Promise<NotificationAnswer> {
  const db = await getDb();
  const provider = getPaymentProvider();
  const verified = provider.verifyNotification(body);
  const n = verified.value;
  const [order] = n.billNo ? await db.select().from(orders).where(eq(orders.trxRef, n.billNo)).limit(1) : [];
  const row = (outcome: string) => ({ billNo: n.billNo || null, orderId: order?.id ?? null, payload: body, signatureValid: verified.valid, outcome });
  const answer = async (status: number, outcome: string, accepted: boolean, desc: string, recorded = false): Promise<NotificationAnswer> => {
    if (!recorded) await db.insert(paymentNotifications).values(row(outcome));
    return { status, body: provider.acknowledge(n, accepted, desc) };
  };
  const refuse = async (status: number, outcome: string, desc: string): Promise<NotificationAnswer> => {
    const allowed = await consume("paymentInvalid", [client]);
    if (!allowed.ok) return { status: 429, body: provider.acknowledge(n, false, desc), retryAfter: allowed.retryAfter };
    const kept = await consume("paymentInvalidRecords", ["all"]);
    return answer(status, outcome, false, desc, !kept.ok);
  };

  if (!verified.valid) return refuse(verified.reason === "MISSING_FIELDS" ? 400 : 403, verified.reason, "Invalid signature");
  const v = verified.value;
  if (!order) return refuse(404, "UNKNOWN_BILL", "Bill not found");
  if (v.billTotal !== order.grandTotal) return refuse(409, "AMOUNT_MISMATCH", "Bill total does not match");

  if (v.statusCode === "2") {
    if (order.trxStatus === ORDER_STATUS.paid) return answer(200, "DUPLICATE", true, "Success");
    const paid = await markPaid(db, order.id, v, row("PAID"));
    if (!paid) return answer(200, order.trxStatus === ORDER_STATUS.pending ? "DUPLICATE" : `LATE_PAYMENT_${order.trxStatus}`, true, "Success");
    deliverSoon();
    return answer(200, "PAID", true, "Success", true);
  }
  const ending = ENDING[v.statusCode];
  if (ending) {
    const ended = await db.transaction((tx) => endPendingOrder(tx, order.id, ending, { statusCode: v.statusCode, statusDesc: v.statusDesc }, `Payment notification ${v.trxId}`));
    return answer(200, ended ? ending : "DUPLICATE", true, "Success");
  }
  if (v.statusCode === "0" || v.statusCode === "1") {
    await db.update(payments).set({ statusCode: v.statusCode, statusDesc: v.statusDesc, updatedAt: new Date() }).where(and(eq(payments.orderId, order.id), eq(payments.statusCode, "0")));
    return answer(200, "IN_PROCESS", true, "Success");
  }
  return answer(200, `IGNORED_${v.statusCode}`, true, "Success");
}
