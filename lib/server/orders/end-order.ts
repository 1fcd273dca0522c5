import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { orders, payments } from "@/lib/db/schema";
import { releasePromoUse } from "@/lib/server/promos/usage";
import { releaseOrderStock } from "./release-stock";
import { ORDER_STATUS, recordStatus } from "./status-history";

export type EndStatus = typeof ORDER_STATUS.failed | typeof ORDER_STATUS.expired | typeof ORDER_STATUS.cancelled;

/**
 * Ends a pending order (failed, expired or cancelled) and gives its stock and its promo use back. The status change
 * is conditional on PENDING, so two instances (or a notification racing the expiry job) end it at most once.
 */
export async function endPendingOrder(
  tx: Tx,
  orderId: number,
  toStatus: EndStatus,
  payment: { statusCode: string; statusDesc: string },
  note: string,
): Promise<boolean> {
  const [ended] = await tx
    .update(orders)
    .set({ trxStatus: toStatus, paymentStatusCode: payment.statusCode, paymentStatusDesc: payment.statusDesc, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.trxStatus, ORDER_STATUS.pending)))
    .returning({ id: orders.id, promoCode: orders.promoCode });
  if (!ended) return false;
  await tx
    .update(payments)
    .set({ statusCode: payment.statusCode, statusDesc: payment.statusDesc, updatedAt: new Date() })
    .where(eq(payments.orderId, orderId));
  await recordStatus(tx, orderId, ORDER_STATUS.pending, toStatus, note);
  await releaseOrderStock(tx, orderId);
  await releasePromoUse(tx, ended.promoCode);
  return true;
}
