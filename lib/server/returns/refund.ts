import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orderLines, orders, payments, returnLines } from "@/lib/db/schema";
import { formatIDR } from "@/lib/domain/money";
import { RETURN_STATUS } from "@/lib/domain/order-status";
import { refundBound } from "@/lib/domain/returns/policy";
import { getPaymentProvider } from "@/lib/server/payment";
import { fail, type Result } from "../result";
import { decryptBankDetails } from "./bank-details";
import { findReturn, moveReturn } from "./moves";
import { returnSettings } from "./settings";
import type { ReturnRow } from "./view";

/** The most this request may refund: its lines' paid price after discounts, plus its return shipping up to the bound. */
export async function refundLimit(request: ReturnRow): Promise<number> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
  const lines = await db
    .select({ subtotal: orderLines.subtotal, qty: orderLines.qty, returnQty: returnLines.qty })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.requestId, request.id));
  return refundBound({
    lines,
    itemsSubtotal: order!.itemsSubtotal,
    orderDiscount: order!.bundleDiscount + order!.promoDiscount,
    shippingCost: request.parcelCost,
    shippingRefundMax: returnSettings().shippingRefundMax,
  });
}

/**
 * RECEIVED → REFUNDED with the amount, never above refundLimit. Paid through a provider that refunds (its plug-in's
 * `refund`, e.g. Midtrans' refund API, keyed by the request's id so a retry never pays twice), the money goes back
 * through it first; otherwise the refund is recorded as paid by bank transfer to the account the shopper gave
 * (`reference`: the transfer's reference). The move is conditional like every other.
 */
export async function refundReturn(ref: string, amount: number, reference?: string): Promise<Result<ReturnRow>> {
  if (!Number.isInteger(amount) || amount <= 0) return fail(400, "A refund is a whole number of rupiah above 0.");
  const found = await findReturn(ref);
  if (!found.ok) return found;
  const request = found.data;
  if (request.status !== RETURN_STATUS.received)
    return fail(409, `Return ${request.publicId.slice(0, 8)} is ${request.status}; it cannot become REFUNDED.`);
  const limit = await refundLimit(request);
  if (amount > limit)
    return fail(409, `A refund of ${formatIDR(amount)} is above what this return allows: at most ${formatIDR(limit)}.`);

  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId));
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, request.orderId), eq(payments.state, "paid")))
    .orderBy(desc(payments.id))
    .limit(1);
  const provider = await getPaymentProvider();
  let method = "bank_transfer";
  let refundRef = reference?.trim() || null;
  if (payment && provider.name === payment.provider && provider.refund) {
    const done = await provider.refund({
      billNo: payment.billNo,
      providerTrxId: payment.providerTrxId,
      amount,
      refundKey: `return-${request.publicId}`,
      reason: `Return of order #${order!.trxRef.slice(0, 8).toUpperCase()}`,
    });
    if (done.ok) {
      method = provider.name;
      refundRef = done.reference;
    } else if (!done.unsupported) return fail(502, `The payment provider refused the refund: ${done.reason}`);
  }
  if (method === "bank_transfer" && (!request.bankDetailsEnc || !decryptBankDetails(request.bankDetailsEnc)))
    return fail(409, "No bank account for this refund: ask the shopper for one first.");
  return moveReturn(
    request.publicId,
    RETURN_STATUS.refunded,
    `${formatIDR(amount)} by ${method}${refundRef ? `, ${refundRef}` : ""}`,
    { refundAmount: amount, refundMethod: method, refundReference: refundRef },
    async (tx, row) => {
      await tx.update(returnLines).set({ open: false }).where(eq(returnLines.requestId, row.id));
    },
  );
}
