import "server-only";
import { createHash } from "node:crypto";

/**
 * The HTTP notification's `signature_key` (docs.midtrans.com "Handling HTTP Notification" / "Receiving
 * Notifications"): SHA-512 of order_id + status_code + gross_amount + server key, as lower-case hex. Every part is the
 * text Midtrans sends, unchanged: gross_amount is "150000.00", not 150000.
 */
export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512").update(`${orderId}${statusCode}${grossAmount}${serverKey}`).digest("hex");
}

/** HTTP basic auth with the server key as user and an empty password ("API Authorization & Headers"). */
export function basicAuth(serverKey: string): string {
  return `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;
}

/** Whole rupiah from Midtrans' "150000.00" (or "150000"); null for anything else, a fraction of a rupiah included. */
export function wholeRupiah(text: string): number | null {
  const m = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m || (m[2] && Number(m[2]) !== 0)) return null;
  return Number(m[1]);
}
