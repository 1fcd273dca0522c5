import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { orders, payments } from "@/lib/db/schema";
import type { OrderPaymentResponse } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { log } from "@/lib/server/log";
import { endPendingOrder } from "@/lib/server/orders/end-order";
import { ORDER_STATUS } from "@/lib/server/orders/status-history";
import { getPaymentProvider } from "@/lib/server/payment";
import type { PaymentAttempt, PaymentContext, PaymentStart } from "@/lib/server/payment/providers/types";
import { fail, ok, type Result } from "../result";
import { paymentOrderOf, type BilledLine } from "./payment-order";

/** How long a start waits for another start of the same order (a double click, two tabs) to answer. */
const BUSY_WAIT_MS = 20_000;
const BUSY_POLL_MS = 200;

type PaymentRow = typeof payments.$inferSelect;

const attemptOf = (row: PaymentRow | undefined): PaymentAttempt | null =>
  row && (row.startedAt || row.providerTrxId)
    ? { providerTrxId: row.providerTrxId, redirectUrl: row.redirectUrl, startedAt: row.startedAt }
    : null;

const sameTime = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Keeps `attempt` as the order's payment if the row still holds `previous` (compare and set): of two starts that read
 * the same row, one keeps its attempt and the other is told to wait.
 */
async function holdAttempt(db: Db, orderId: number, previous: PaymentAttempt | null, attempt: PaymentAttempt) {
  const kept = await db
    .update(payments)
    .set({
      providerTrxId: attempt.providerTrxId,
      redirectUrl: attempt.redirectUrl,
      startedAt: attempt.startedAt,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.orderId, orderId),
        previous?.providerTrxId != null
          ? eq(payments.providerTrxId, previous.providerTrxId)
          : isNull(payments.providerTrxId),
        previous?.startedAt ? eq(payments.startedAt, previous.startedAt) : isNull(payments.startedAt),
        previous?.redirectUrl != null ? eq(payments.redirectUrl, previous.redirectUrl) : isNull(payments.redirectUrl),
      ),
    )
    .returning({ id: payments.id });
  return kept.length === 1;
}

/**
 * Starts (or restarts, for 'Pay Now') the payment of a placed order with the active provider and answers where the
 * browser goes. The provider gets what its last start left (payments.provider_trx_id, redirect_url, started_at) and
 * decides by its own rules whether to reuse it; what it answers is kept for the next time. A provider may hold its
 * attempt before it bills (`ctx.hold`): then a second start of the same order waits for the first and reuses its page,
 * and an attempt that ended without a page is marked so (started_at cleared, its reference kept), so the next start
 * bills under a new reference. A provider that refuses or cannot be reached is a 502: the order stands, waiting for
 * payment, and 'Pay Now' tries again. A refusal the provider calls final (no retry can fix it) ends the order as FAILED
 * at once, its stock and promo use returned, and says so.
 */
export async function startOrderPayment(
  db: Db,
  order: typeof orders.$inferSelect,
  lines: BilledLine[],
  customer: { name: string; email: string },
  ctx: PaymentContext,
): Promise<Result<OrderPaymentResponse>> {
  const provider = await getPaymentProvider();
  const billed = paymentOrderOf(order, lines, customer);
  const giveUpAt = Date.now() + BUSY_WAIT_MS;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
    const previous = attemptOf(row);
    let kept: PaymentAttempt | null = null;
    const hold = async (attempt: PaymentAttempt) => {
      const won = await holdAttempt(db, order.id, previous, attempt);
      if (won) kept = attempt;
      return won;
    };
    const heldAttempt = (): PaymentAttempt | null => kept;
    const started = await provider.startPayment(billed, { ...ctx, hold }, previous);
    if (!started.ok && started.busy && Date.now() < giveUpAt) {
      await new Promise((resolve) => setTimeout(resolve, BUSY_POLL_MS));
      continue;
    }
    return answerStart(db, order, provider.name, started, heldAttempt() ?? previous, heldAttempt());
  }
}

/** Keeps what a start answered for the next one, or marks its held attempt ended; answers the shopper. */
async function answerStart(
  db: Db,
  order: typeof orders.$inferSelect,
  providerName: string,
  started: PaymentStart,
  stored: PaymentAttempt | null,
  held: PaymentAttempt | null,
): Promise<Result<OrderPaymentResponse>> {
  if (!started.ok) {
    const { reason, final } = started;
    log.warn({ trxRef: order.trxRef, provider: providerName, reason, final: !!final }, "payment could not be started");
    if (held?.providerTrxId != null) {
      // The held attempt ended without a page: its reference stays (never billed again), it is no longer under way.
      await db
        .update(payments)
        .set({ startedAt: null, redirectUrl: null, updatedAt: new Date() })
        .where(and(eq(payments.orderId, order.id), eq(payments.providerTrxId, held.providerTrxId)));
    }
    if (!final) return fail(502, CHECKOUT_MSG.paymentUnavailable);
    await db.transaction((tx) =>
      endPendingOrder(tx, order.id, ORDER_STATUS.failed, final, `Payment refused by ${providerName}: ${reason}`),
    );
    return fail(502, CHECKOUT_MSG.paymentRefused);
  }
  const a = started.attempt;
  if (
    a &&
    (!sameTime(a.startedAt, stored?.startedAt) ||
      a.redirectUrl !== stored?.redirectUrl ||
      a.providerTrxId !== stored?.providerTrxId)
  ) {
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
