import "server-only";
import type { PaymentEvent } from "../types";

/**
 * Midtrans' transaction_status (docs.midtrans.com "Transaction Status Cycle") and fraud_status ("Fraud Status") as the
 * shop's provider-neutral payment states. A status the table does not know maps to "unknown": recorded and
 * acknowledged, never acted on.
 */
export type MidtransNeutralState = Exclude<PaymentEvent["state"], "unknown">;

const BY_STATUS: Record<string, MidtransNeutralState> = {
  settlement: "paid",
  pending: "pending",
  // Card pre-authorisation only: the money is reserved, not taken.
  authorize: "pending",
  // One refused attempt (the card's bank or Midtrans' fraud detection), not the end of the transaction: Snap's page
  // stays open for another card or another method until its expiry (Midtrans' Node client: "you can ignore 'deny',
  // because most of the time it allows payment retries and later can become success"). expire and cancel end it.
  deny: "pending",
  failure: "failed",
  cancel: "cancelled",
  expire: "expired",
  refund: "refunded",
  partial_refund: "refunded",
  // The card's bank took the money back: gone back to the shopper, as with a refund.
  chargeback: "refunded",
  partial_chargeback: "refunded",
};

/**
 * `capture` (cards) is paid only when the fraud detection accepted it; `challenge` waits for the merchant's decision
 * in the dashboard (and is denied at settlement time if nobody decides); a fraud `deny` refused that card, as a
 * `deny` status does, and the page stays payable. A capture without a fraud_status is not trusted as paid.
 */
export function neutralState(transactionStatus: string, fraudStatus: string | undefined): PaymentEvent["state"] {
  if (transactionStatus === "capture") return fraudStatus === "accept" ? "paid" : "pending";
  return BY_STATUS[transactionStatus] ?? "unknown";
}

/** A short English description for the order's history and the ops pages ("settlement", "capture (challenge)"). */
export function statusDescription(transactionStatus: string, fraudStatus: string | undefined): string {
  return transactionStatus === "capture" && fraudStatus ? `capture (${fraudStatus})` : transactionStatus;
}
