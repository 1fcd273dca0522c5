import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, paymentNotifications } from "@/lib/db/schema";
import { endPendingOrder, type EndStatus } from "@/lib/server/orders/end-order";
import { deliverOutboxSoon } from "@/lib/server/messaging/send-soon";
import { ORDER_STATUS } from "@/lib/server/orders/status-history";
import { admitInvalid, boundedPayload } from "./invalid-notification";
import { getPaymentProvider } from "./index";
import { flagRefundDue, markPaid, markRefunded, notePending } from "./payment-events";
import type { NotificationAck, PaymentEvent, RawNotification } from "./providers/types";
import { countNotification, type NotificationVerdict } from "@/lib/server/observe/metrics";

export interface NotificationAnswer {
  ack: NotificationAck;
  /** Set when the client sent too many invalid notifications (429; the route answers the error envelope). */
  retryAfter?: number;
}

const ENDING: Partial<Record<PaymentEvent["state"], EndStatus>> = {
  failed: ORDER_STATUS.failed,
  expired: ORDER_STATUS.expired,
  cancelled: ORDER_STATUS.cancelled,
};

/**
 * The provider's server-to-server notification, already read by the provider (readNotificationBody). The provider
 * checks it (signature, merchant, maybe its status API) into a neutral PaymentEvent; this applies it. A valid one that
 * changes something is always processed and recorded with its outcome. An invalid one (bad signature, unknown bill,
 * wrong amount) and a valid one that changes nothing (a replay of a status the bill already has, or a status that
 * says nothing about the money) count against their client (RATE_LIMIT_PAYMENT_INVALID): past that limit they are
 * refused with 429 and not recorded; and all clients together record at most PAYMENT_INVALID_RECORDS of them, so a
 * flood cannot grow `payment_notifications` without bound, signed or not (invalid-notification.ts, which an
 * unreadable one passes too; what is kept is truncated). Only a valid notification for a known bill whose amount
 * equals the order's grand total changes anything; a replay within the limit is acknowledged again and changes
 * nothing. Money for an order that already ended is acknowledged and flagged refund_due.
 */
export async function receivePaymentNotification(raw: RawNotification, client: string): Promise<NotificationAnswer> {
  const db = await getDb();
  const provider = await getPaymentProvider();
  const verified = await provider.verifyNotification(raw);
  const e = verified.value;
  const [order] = e.billNo ? await db.select().from(orders).where(eq(orders.trxRef, e.billNo)).limit(1) : [];
  const row = (outcome: string) => ({
    billNo: e.billNo || null,
    orderId: order?.id ?? null,
    payload: boundedPayload({ ...raw.fields }),
    signatureValid: verified.valid,
    outcome,
  });
  const ack = (status: number, accepted: boolean, desc: string) =>
    provider.acknowledge(raw, e, { status, accepted, desc });
  const answer = async (
    status: number,
    outcome: string,
    accepted: boolean,
    desc: string,
    recorded = false,
  ): Promise<NotificationAnswer> => {
    if (!recorded) await db.insert(paymentNotifications).values(row(outcome));
    return { ack: ack(status, accepted, desc) };
  };
  // The metrics' verdict (shop_payment_notifications_total) and the neutral state the notification reported.
  const state = verified.valid ? verified.value.state : "unknown";
  const counted = (verdict: NotificationVerdict, a: NotificationAnswer): NotificationAnswer => {
    countNotification(a.retryAfter ? "limited" : verdict, state);
    return a;
  };
  const accept = async (outcome: string, recorded = false) =>
    counted("accepted", await answer(200, outcome, true, "Success", recorded));
  const refuse = async (
    verdict: NotificationVerdict,
    status: number,
    outcome: string,
    desc: string,
  ): Promise<NotificationAnswer> => {
    const admitted = await admitInvalid(client);
    if (!admitted.ok) return counted(verdict, { ack: ack(429, false, desc), retryAfter: admitted.retryAfter });
    return counted(verdict, await answer(status, outcome, false, desc, !admitted.record));
  };
  // Changed nothing: acknowledged like a processed one, but limited and capped like a refused one.
  const replay = async (outcome: string): Promise<NotificationAnswer> => {
    const admitted = await admitInvalid(client);
    if (!admitted.ok) return counted("replayed", { ack: ack(429, true, "Success"), retryAfter: admitted.retryAfter });
    return counted("replayed", await answer(200, outcome, true, "Success", !admitted.record));
  };

  if (!verified.valid) {
    const malformed = verified.reason === "MISSING_FIELDS";
    return refuse(malformed ? "malformed" : "forged", malformed ? 400 : 403, verified.reason, "Invalid signature");
  }
  const v = verified.value;
  if (!order) return refuse("mismatched", 404, "UNKNOWN_BILL", "Bill not found");
  if (v.amount !== order.grandTotal) return refuse("mismatched", 409, "AMOUNT_MISMATCH", "Bill total does not match");

  switch (v.state) {
    case "paid": {
      if (order.paymentState === "paid" || order.paymentState === "refund_due") return replay("DUPLICATE");
      if (order.trxStatus === ORDER_STATUS.pending) {
        const paid = await markPaid(db, order.id, v, row("PAID"));
        if (paid) {
          deliverOutboxSoon();
          return accept("PAID", true);
        }
      }
      // The order ended before the money came (or just now, racing the expiry job): acknowledged, owed back.
      const [now] = await db.select({ trxStatus: orders.trxStatus }).from(orders).where(eq(orders.id, order.id));
      const late = `LATE_PAYMENT_${now?.trxStatus ?? order.trxStatus}`;
      return (await flagRefundDue(db, order.id, v, row(late))) ? accept(late, true) : replay("DUPLICATE");
    }
    case "failed":
    case "expired":
    case "cancelled": {
      const ending = ENDING[v.state]!;
      const ended = await db.transaction((tx) =>
        endPendingOrder(tx, order.id, ending, v.providerStatus, `Payment notification ${v.providerTrxId}`),
      );
      return ended ? accept(ending) : replay("DUPLICATE");
    }
    case "pending":
      return (await notePending(db, order.id, v)) ? accept("IN_PROCESS") : replay("IN_PROCESS");
    case "refunded":
      return (await markRefunded(db, order.id, v)) ? accept("REFUNDED") : replay("DUPLICATE");
    default:
      return replay(`IGNORED_${v.providerStatus.code}`);
  }
}
