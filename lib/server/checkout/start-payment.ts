import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { orders, payments } from "@/lib/db/schema";
import type { OrderPaymentResponse } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { log } from "@/lib/server/log";
import { endPendingOrder } from "@/lib/server/orders/end-order";
import { ORDER_STATUS } from "@/lib/server/orders/status-history";
import { getPaymentProvider } from "@/lib/server/payment";
import type { PaymentAttempt, PaymentContext } from "@/lib/server/payment/providers/types";
import { fail, ok, type Result } from "../result";
import { paymentOrderOf, type BilledLine } from "./payment-order";

/**
 * Starts (or restarts, for 'Pay Now') the payment of a placed order with the active provider and answers where the
 * browser goes. The provider gets what its last start left (payments.provider_trx_id, redirect_url, started_at) and
 * decides by its own rules whether to reuse it; what it answers is kept for the next time. A provider that refuses or
 * cannot be reached is a 502: the order stands, waiting for payment, and 'Pay Now' tries again. A refusal the provider
 * calls final (no retry can fix it) ends the order as FAILED at once, its stock and promo use returned, and says so.
 */
export async function startOrderPayment(
  db: Db,
  order: typeof orders.$inferSelect,
  lines: BilledLine[],
  customer: { name: string; email: string },
  ctx: PaymentContext,
): Promise<Result<OrderPaymentResponse>> {
  const provider = await getPaymentProvider();
  const [row] = await db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
  const previous: PaymentAttempt | null = row?.startedAt
    ? { providerTrxId: row.providerTrxId, redirectUrl: row.redirectUrl, startedAt: row.startedAt }
    : null;
  const started = await provider.startPayment(paymentOrderOf(order, lines, customer), ctx, previous);
  if (!started.ok) {
    const { reason, final } = started;
    log.warn({ trxRef: order.trxRef, provider: provider.name, reason, final: !!final }, "payment could not be started");
    if (!final) return fail(502, CHECKOUT_MSG.paymentUnavailable);
    await db.transaction((tx) =>
      endPendingOrder(tx, order.id, ORDER_STATUS.failed, final, `Payment refused by ${provider.name}: ${reason}`),
    );
    return fail(502, CHECKOUT_MSG.paymentRefused);
  }
  const a = started.attempt;
  if (a && (a.startedAt.getTime() !== previous?.startedAt.getTime() || a.redirectUrl !== previous.redirectUrl)) {
    await db
      .update(payments)
      .set({
        providerTrxId: a.providerTrxId,
        redirectUrl: a.redirectUrl,
        startedAt: a.startedAt,
        updatedAt: new Date(),
      })
      .where(eq(payments.orderId, order.id));
  }
  return ok({ trx_ref: order.trxRef, payment_data: started.payment });
}
