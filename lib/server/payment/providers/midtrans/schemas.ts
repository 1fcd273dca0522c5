import "server-only";
import { z } from "zod";

/**
 * What Midtrans sends and answers, checked before anything is read from it. Only the fields the shop uses are kept;
 * Midtrans adds fields over time ("Best Practices to Handle Notification": parse leniently), so unknown ones are
 * ignored, never refused.
 */

/** order_id: up to 50 characters of letters, digits, '-', '_', '~' and '.' (Snap "JSON Objects", transaction_details). */
export const MIDTRANS_ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;

const orderId = z.string().regex(MIDTRANS_ORDER_ID, "must be a Midtrans order_id");
const statusCode = z.string().regex(/^\d{3}$/, "must be a three-digit status code");
/** "150000.00": the text is signed as sent, so it stays a string here (whole rupiah: ./signature.ts wholeRupiah). */
const amountText = z.string().regex(/^\d{1,15}(\.\d{1,2})?$/, "must be an amount like 150000.00");
const word = z.string().min(1).max(40);
const optionalText = z.string().max(200).optional();

/** POST /snap/v1/transactions, 201 Created ("Backend Integration", Response). */
export const snapCreatedSchema = z.object({
  token: z.string().min(1).max(200),
  redirect_url: z.url({ protocol: /^https?$/ }),
});
export type SnapCreated = z.infer<typeof snapCreatedSchema>;

/** A refused Snap request (400 validation, 401 bad server key…): { error_messages: [...] }. */
export const snapErrorSchema = z.object({ error_messages: z.array(z.string()).min(1) });

/** The HTTP notification (POST, JSON) as "HTTP(S) Notification / Webhooks" shows it. */
export const notificationSchema = z.object({
  order_id: orderId,
  status_code: statusCode,
  gross_amount: amountText,
  signature_key: z.string().regex(/^[0-9a-fA-F]{128}$/, "must be a SHA-512 hex digest"),
  transaction_status: word,
  fraud_status: word.optional(),
  transaction_id: optionalText,
  payment_type: z.string().max(40).optional(),
  transaction_time: optionalText,
  settlement_time: optionalText,
  status_message: optionalText,
  currency: z.string().max(8).optional(),
});
export type MidtransNotification = z.infer<typeof notificationSchema>;

const vaNumbers = z
  .array(z.object({ bank: z.string().max(20), va_number: z.string().max(40).optional() }))
  .max(5)
  .optional();

/** GET /v2/{order_id}/status ("Get Transaction Status"): the same fields; what the shop acts on. */
export const statusAnswerSchema = z.object({
  va_numbers: vaNumbers,
  order_id: orderId,
  status_code: statusCode,
  gross_amount: amountText,
  transaction_status: word,
  fraud_status: word.optional(),
  transaction_id: optionalText,
  payment_type: z.string().max(40).optional(),
  transaction_time: optionalText,
  settlement_time: optionalText,
  status_message: optionalText,
  currency: z.string().max(8).optional(),
});
export type MidtransStatus = z.infer<typeof statusAnswerSchema>;

/** The status API's answer for a transaction Midtrans does not know: { status_code: "404", status_message }. */
export const statusMissingSchema = z.object({ status_code: z.literal("404"), status_message: optionalText });

/**
 * The finish redirect ("Window Redirection", Track Transaction Status via Query Params): the shopper's browser comes
 * back with merchant_id, order_id, status_code and transaction_status. Nothing in it is signed.
 */
export const finishRedirectSchema = z.object({
  order_id: orderId,
  status_code: statusCode.optional(),
  transaction_status: word.optional(),
  merchant_id: z.string().max(40).optional(),
});
export type FinishRedirect = z.infer<typeof finishRedirectSchema>;
