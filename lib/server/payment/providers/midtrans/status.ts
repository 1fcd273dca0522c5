import "server-only";

/**
 * Midtrans' transaction_status (docs.midtrans.com "Transaction Status Cycle") and fraud_status ("Fraud Status") as the
 * shop's provider-neutral payment states. A status the table does not know maps to null: recorded, never acted on.
 */
export type MidtransNeutralState = "pending" | "paid" | "failed" | "cancelled" | "expired" | "refund";

const BY_STATUS: Record<string, MidtransNeutralState> = {
  settlement: "paid",
  pending: "pending",
  // Card pre-authorisation only: the money is reserved, not taken.
  authorize: "pending",
  deny: "failed",
  failure: "failed",
  cancel: "cancelled",
  expire: "expired",
  refund: "refund",
  partial_refund: "refund",
  // The bank took the money back from the shop: the order is no longer paid for, like a refund.
  chargeback: "refund",
  partial_chargeback: "refund",
};

/**
 * `capture` (cards) is paid only when the fraud detection accepted it; `challenge` waits for the merchant's decision
 * in the dashboard (and is denied at settlement time if nobody decides), `deny` failed. A capture without a
 * fraud_status is not trusted as paid.
 */
export function neutralState(transactionStatus: string, fraudStatus: string | undefined): MidtransNeutralState | null {
  if (transactionStatus === "capture") {
    if (fraudStatus === "accept") return "paid";
    if (fraudStatus === "deny") return "failed";
    return "pending";
  }
  return BY_STATUS[transactionStatus] ?? null;
}

/** A short English description for the order's history and the ops pages ("settlement", "capture (challenge)"). */
export function statusDescription(transactionStatus: string, fraudStatus: string | undefined): string {
  return transactionStatus === "capture" && fraudStatus ? `capture (${fraudStatus})` : transactionStatus;
}
