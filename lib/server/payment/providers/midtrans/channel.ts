import "server-only";
import type { MidtransStatus } from "./schemas";

/** payment_type as the shop names the channel (Snap "Supported Payment Channels"); a bank transfer names its bank. */
const NAMES: Record<string, string> = {
  credit_card: "Card",
  gopay: "GoPay",
  shopeepay: "ShopeePay",
  qris: "QRIS",
  echannel: "Mandiri Bill Payment",
  permata: "Permata Virtual Account",
  cstore: "Convenience Store",
  akulaku: "Akulaku PayLater",
  kredivo: "Kredivo",
  dana: "DANA",
  bca_klikpay: "BCA KlikPay",
  cimb_clicks: "CIMB Clicks",
};

export function channelName(status: Pick<MidtransStatus, "payment_type" | "va_numbers">): string {
  const type = status.payment_type ?? "";
  if (type === "bank_transfer") {
    const bank = status.va_numbers?.[0]?.bank;
    return bank ? `${bank.toUpperCase()} Virtual Account` : "Bank Transfer";
  }
  return NAMES[type] ?? type;
}

/** Midtrans' "2026-11-25 14:01:02" (GMT+7) as a Date; null for anything else. */
export function midtransDate(text: string | undefined): Date | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text) : null;
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]! - 7, +m[5]!, +m[6]!)) : null;
}
