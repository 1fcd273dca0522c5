import "server-only";

import type { PaymentEvent } from "../types";

/** The sandbox's payment channels and their codes (spec section 9: six banks' virtual accounts, one internet banking, two e-wallets, one retail store). */
export const SANDBOX_CHANNELS = [
  { code: "702", name: "BCA Virtual Account", group: "Virtual Account" },
  { code: "801", name: "BNI Virtual Account", group: "Virtual Account" },
  { code: "800", name: "BRI Virtual Account", group: "Virtual Account" },
  { code: "802", name: "Mandiri Virtual Account", group: "Virtual Account" },
  { code: "402", name: "Permata Virtual Account", group: "Virtual Account" },
  { code: "825", name: "CIMB Niaga Virtual Account", group: "Virtual Account" },
  { code: "405", name: "BCA KlikPay", group: "Internet Banking" },
  { code: "812", name: "OVO", group: "E-Wallet" },
  { code: "819", name: "DANA", group: "E-Wallet" },
  { code: "707", name: "Alfamart", group: "Retail Store" },
] as const;

export type SandboxOutcome = "pay" | "later" | "fail" | "expire";

/** The sandbox's status codes and what they mean. */
export const STATUS_DESC: Record<string, string> = {
  "0": "Unprocessed",
  "1": "In Process",
  "2": "Payment Success",
  "3": "Payment Failed",
  "4": "Payment Reversal",
  "7": "Payment Expired",
  "8": "Payment Cancelled",
};

export const STATUS_STATE: Record<string, PaymentEvent["state"]> = {
  "0": "pending",
  "1": "pending",
  "2": "paid",
  "3": "failed",
  "4": "refunded",
  "7": "expired",
  "8": "cancelled",
};

/** The status codes of the sandbox's buttons ('later': the shopper leaves with the bill unpaid, e.g. a virtual account to transfer to). */
export const OUTCOME_STATUS: Record<SandboxOutcome, { code: string; desc: string }> = {
  pay: { code: "2", desc: "Payment Success" },
  later: { code: "1", desc: "In Process" },
  fail: { code: "3", desc: "Payment Failed" },
  expire: { code: "7", desc: "Payment Expired" },
};
