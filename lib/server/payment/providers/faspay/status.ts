import "server-only";
import type { PaymentEvent } from "../types";

/** payment_status_code as Faspay's payment notification page lists them. */
export const STATUS_DESC: Record<string, string> = {
  "0": "Unprocessed",
  "1": "In Process",
  "2": "Payment Success",
  "3": "Payment Failed",
  "4": "Payment Reversal",
  "5": "No Bills Found",
  "7": "Payment Expired",
  "8": "Payment Cancelled",
  "9": "Unknown",
};

/** Faspay's codes on the neutral states (docs/providers.md). "5" and "9" tell nothing about the money: unknown. */
export const STATUS_STATE: Record<string, PaymentEvent["state"]> = {
  "0": "pending",
  "1": "pending",
  "2": "paid",
  "3": "failed",
  "4": "refunded",
  "7": "expired",
  "8": "cancelled",
};
