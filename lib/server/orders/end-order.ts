import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { orders, payments } from "@/lib/db/schema";
import type { PaymentState } from "@/lib/domain/orders/payment-state";
import { queueOrderMessage } from "./order-messages";
import { releasePromoUse } from "./promo-usage";
import { releaseOrderStock } from "./release-stock";
import { ORDER_STATUS, recordStatus } from "./status-history";

export type EndStatus = typeof ORDER_STATUS.failed | typeof ORDER_STATUS.expired | typeof ORDER_STATUS.cancelled;

/** The payment state an ended order's payment takes. */
const ENDED_PAYMENT: Record<EndStatus, PaymentState> = { FAILED: "failed", EXPIRED: "expired", CANCELLED: "cancelled" };

/** The payment provider's own status, when a notification ended the order (the expiry job and ops have none). */
export type ProviderStatus = { code: string; desc: string } | null;

/**
 * Ends a pending order (failed, expired or cancelled) and gives its stock and its promo use back. The status change
 * is conditional on PENDING, so two instances (or a notification racing the expiry job) end it at most once.
 */
export async function endPendingOrder(
  tx: Tx,
  orderId: number,
  toStatus: EndStatus,
  providerStatus: ProviderStatus,
  note: string,
): Promise<boolean> {
  const state = ENDED_PAYMENT[toStatus];
  const [ended] = await tx
    .update(orders)
    .set({
      trxStatus: toStatus,
      paymentState: state,
      ...(providerStatus && { paymentStatusCode: providerStatus.code, paymentStatusDesc: providerStatus.desc }),
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), eq(orders.trxStatus, ORDER_STATUS.pending)))
    .returning();
  if (!ended) return false;
  await tx
    .update(payments)
    .set({
      state,
      ...(providerStatus && { statusCode: providerStatus.code, statusDesc: providerStatus.desc }),
      updatedAt: new Date(),
    })
    .where(eq(payments.orderId, orderId));
  await recordStatus(tx, orderId, ORDER_STATUS.pending, toStatus, note);
  await releaseOrderStock(tx, orderId);
  await releasePromoUse(tx, ended.promoCode);
  if (toStatus === ORDER_STATUS.expired) await queueOrderMessage(tx, ended, { kind: "expired" });
  return true;
}
