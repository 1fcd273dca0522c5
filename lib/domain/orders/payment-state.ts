/**
 * Provider-neutral payment states, stored on orders (`payment_state`) and payments (`state`) beside the provider's
 * own status code and description. Every payment provider maps its statuses onto these
 * (lib/server/payment/providers/<name>/; docs/providers.md lists each mapping).
 *
 * - pending: billed, not paid (yet); also a provider's "in process".
 * - paid: the provider confirmed the money.
 * - failed, expired, cancelled: the bill ended unpaid (the order ends and gives its stock back).
 * - refund_due: money arrived for an order that had already ended (expired, cancelled, failed): the payment was
 *   acknowledged and the shop owes the shopper a refund (`npm run ops -- refunds` lists them).
 * - refunded: the provider reports the money went back to the shopper.
 */
export const PAYMENT_STATES = ["pending", "paid", "failed", "expired", "cancelled", "refund_due", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}
