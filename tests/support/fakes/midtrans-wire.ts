/**
 * Midtrans' wire format as the fake server (./midtrans.ts) speaks it, written from docs.midtrans.com independently of
 * the shop's adapter (lib/server/payment/providers/midtrans): the Snap request it accepts, the status codes it uses
 * and the signed notification it sends.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

/** Snap "JSON Objects": the parts of the create-transaction body the fake checks. */
export const snapBodySchema = z.object({
  transaction_details: z.object({
    order_id: z.string().regex(/^[A-Za-z0-9\-_~.]{1,50}$/),
    gross_amount: z.number().int().positive(),
  }),
  item_details: z
    .array(
      z.object({
        id: z.string().max(50).optional(),
        price: z.number().int(),
        quantity: z.number().int().min(1),
        name: z.string().min(1).max(50),
      }),
    )
    .optional(),
  customer_details: z
    .object({ first_name: z.string().max(255).optional(), email: z.string().optional(), phone: z.string().optional() })
    .optional(),
  expiry: z
    .object({
      start_time: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}$/)
        .optional(),
      unit: z.enum(["minute", "minutes", "hour", "hours", "day", "days"]),
      duration: z.number().int().positive(),
    })
    .optional(),
  callbacks: z.object({ finish: z.url() }).optional(),
});
export type SnapBody = z.infer<typeof snapBodySchema>;

export type FakeStatus =
  | "pending"
  | "settlement"
  | "capture"
  | "deny"
  | "cancel"
  | "expire"
  | "refund"
  | "partial_refund"
  | "chargeback"
  | "partial_chargeback";

/** "Transaction Status Cycle" and the status codes of "Code 2xx" / "Code 4xx": 200 success, 201 pending, 202 denied or ended. */
export function statusCodeOf(status: FakeStatus, forStatusApi: boolean): string {
  if (status === "pending") return "201";
  if (status === "expire") return forStatusApi ? "407" : "202";
  if (status === "deny" || status === "cancel") return "202";
  return "200";
}

/** SHA-512(order_id + status_code + gross_amount + server key), hex ("Handling HTTP Notification"). */
export function signatureKey(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512")
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest("hex");
}

const pad = (n: number) => String(n).padStart(2, "0");
/** "2026-11-25 14:01:02": Midtrans' times, in GMT+7. */
export function midtransTime(date = new Date()): string {
  const d = new Date(date.getTime() + 7 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export interface FakeTransaction {
  orderId: string;
  grossAmount: number;
  body: SnapBody;
  token: string;
  transactionId: string;
  notifyUrl: string | null;
  /** null until the shopper picked a way to pay: the status API does not know the transaction yet (404). */
  status: FakeStatus | null;
  fraudStatus: "accept" | "challenge" | "deny";
  paymentType: string;
  settledAt: Date | null;
}

/** The status API's answer, or the notification's body (with status_message and signature_key as each shows them). */
export function transactionJson(
  t: FakeTransaction & { status: FakeStatus },
  serverKey: string,
  forStatusApi: boolean,
  amountOverride?: number,
) {
  const statusCode = statusCodeOf(t.status, forStatusApi);
  const gross = `${amountOverride ?? t.grossAmount}.00`;
  return {
    transaction_time: midtransTime(),
    transaction_status: t.status,
    transaction_id: t.transactionId,
    status_message: forStatusApi ? "Success, transaction is found" : "midtrans payment notification",
    status_code: statusCode,
    signature_key: signatureKey(t.orderId, statusCode, gross, serverKey),
    ...(t.settledAt ? { settlement_time: midtransTime(t.settledAt) } : {}),
    payment_type: t.paymentType,
    order_id: t.orderId,
    merchant_id: "G000000000",
    gross_amount: gross,
    fraud_status: t.fraudStatus,
    currency: "IDR",
  };
}
