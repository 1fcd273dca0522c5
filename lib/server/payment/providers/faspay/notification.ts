import "server-only";
import { wibDateTime, wibToDate } from "@/lib/domain/wib";
import type { NotificationAck, NotificationOutcome, PaymentEvent, RawNotification, Verified } from "../types";
import type { FaspayConfig } from "./config";
import { notificationSignature, signaturesMatch } from "./signature";
import { STATUS_DESC, STATUS_STATE } from "./status";
import { flatXml, parseFlatXml } from "./xml";

const str = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** Whole rupiah from '150000' or '150000.00'; null for anything else. */
export function parseAmount(value: unknown): number | null {
  const text = str(value);
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isInteger(amount) ? amount : null;
}

/**
 * Faspay's payment notification as it comes (its payment notification page shows XML and JSON; its own plugins read
 * XML): XML by content type or by its first character, JSON, or a form post. Null for anything else.
 */
export function readFaspayNotification(body: string, contentType: string): RawNotification | null {
  const text = body.trim();
  if (/xml/i.test(contentType) || text.startsWith("<")) {
    const xml = parseFlatXml(text);
    return xml ? { format: "xml", fields: xml.fields } : null;
  }
  if (/application\/x-www-form-urlencoded/i.test(contentType))
    return { format: "form", fields: Object.fromEntries(new URLSearchParams(text)) };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { format: "json", fields: parsed as Record<string, unknown> };
  } catch {
    // not JSON
  }
  return null;
}

/**
 * The event's amount: bill_total; for a paid one, only when payment_total (what the customer paid) is the same amount,
 * else null, which the shop refuses as an amount that does not match the order (recorded, never paid).
 */
function eventAmount(fields: Readonly<Record<string, unknown>>, state: PaymentEvent["state"]): number | null {
  const billed = parseAmount(fields.bill_total);
  if (state !== "paid") return billed;
  return billed !== null && parseAmount(fields.payment_total) === billed ? billed : null;
}

export function faspayEvent(fields: Readonly<Record<string, unknown>>): PaymentEvent {
  const code = str(fields.payment_status_code);
  const state = STATUS_STATE[code] ?? "unknown";
  return {
    billNo: str(fields.bill_no),
    state,
    providerStatus: { code, desc: str(fields.payment_status_desc) || STATUS_DESC[code] || "Unknown" },
    amount: eventAmount(fields, state),
    providerTrxId: str(fields.trx_id),
    reference: str(fields.payment_reff),
    paidAt: wibToDate(str(fields.payment_date)),
    channel: str(fields.payment_channel),
  };
}

/** Signature sha1(md5(user_id + password + bill_no + payment_status_code)), and the merchant must be ours. */
export function verifyFaspayNotification(config: FaspayConfig, n: RawNotification): Verified<PaymentEvent> {
  const value = faspayEvent(n.fields);
  if (!value.billNo || !value.providerStatus.code) return { valid: false, reason: "MISSING_FIELDS", value };
  if (str(n.fields.merchant_id) !== config.merchantId) return { valid: false, reason: "WRONG_MERCHANT", value };
  const valid = signaturesMatch(
    notificationSignature(config, value.billNo, value.providerStatus.code),
    n.fields.signature,
  );
  return valid ? { valid, value } : { valid, reason: "INVALID_SIGNATURE", value };
}

/**
 * The acknowledgement Faspay waits for (else it resends, up to 3 times): response "Payment Notification", then the
 * notification's own trx_id, merchant_id, merchant and bill_no echoed as they came (Faspay matches the answer to its
 * notification by them; the shop's configured names fill in only what a notification lacked), response_code "00"
 * (received) and its description, response_date; in XML (`<faspay>…</faspay>`) for an XML notification, JSON otherwise.
 */
export function acknowledgeFaspay(
  config: FaspayConfig,
  n: RawNotification | null,
  event: Partial<PaymentEvent>,
  outcome: NotificationOutcome,
): NotificationAck {
  const fields = {
    response: "Payment Notification",
    trx_id: str(n?.fields.trx_id) || event.providerTrxId || "",
    merchant_id: str(n?.fields.merchant_id) || config.merchantId,
    merchant: str(n?.fields.merchant) || config.merchantName,
    bill_no: str(n?.fields.bill_no) || event.billNo || "",
    response_code: outcome.accepted ? "00" : "01",
    response_desc: outcome.desc,
    response_date: wibDateTime(new Date()),
  };
  if (n?.format === "xml")
    return { status: outcome.status, contentType: "application/xml; charset=utf-8", body: flatXml("faspay", fields) };
  return { status: outcome.status, contentType: "application/json", body: JSON.stringify(fields) };
}
