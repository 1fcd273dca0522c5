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
  deny: "failed",
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
 * in the dashboard (and is denied at settlement time if nobody decides), `deny` failed. A capture without a
 * fraud_status is not trusted as paid.
 */
export function neutralState(transactionStatus: string, fraudStatus: string | undefined): PaymentEvent["state"] {
  if (transactionStatus === "capture") {
    if (fraudStatus === "accept") return "paid";
    if (fraudStatus === "deny") return "failed";
    return "pending";
  }
  return BY_STATUS[transactionStatus] ?? "unknown";
}

/** A short English description for the order's history and the ops pages ("settlement", "capture (challenge)"). */
export function statusDescription(transactionStatus: string, fraudStatus: string | undefined): string {
  return transactionStatus === "capture" && fraudStatus ? `capture (${fraudStatus})` : transactionStatus;
}
