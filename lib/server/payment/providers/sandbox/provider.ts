import "server-only";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { wibDateTime, wibToDate } from "@/lib/domain/wib";
import type { NotificationAck, PaymentEvent, PaymentProvider, RawNotification, Verified } from "../types";
import { SANDBOX_PAGE, sandboxConfig, type SandboxConfig } from "./config";
import type { SandboxSettings } from "./index";
import { notificationSignature, requestSignature, returnSignature, signaturesMatch } from "./signature";
import { STATUS_DESC, STATUS_STATE } from "./channels";

const str = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

/** Whole rupiah from '150000' or '150000.00'; null for anything else. */
export function parseAmount(value: unknown): number | null {
  const text = str(value);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isInteger(amount) ? amount : null;
}

/** The notification as JSON or a form post; anything else is not one the sandbox sends. */
export function readSandboxNotification(body: string, contentType: string): RawNotification | null {
  if (/application\/x-www-form-urlencoded/i.test(contentType))
    return { format: "form", fields: Object.fromEntries(new URLSearchParams(body)) };
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      return { format: "json", fields: parsed as Record<string, unknown> };
  } catch {
    // not JSON
  }
  return null;
}

function eventOf(body: Readonly<Record<string, unknown>>): PaymentEvent {
  const code = str(body.payment_status_code);
  return {
    billNo: str(body.bill_no),
    state: STATUS_STATE[code] ?? "unknown",
    providerStatus: { code, desc: str(body.payment_status_desc) || STATUS_DESC[code] || "Unknown" },
    amount: parseAmount(body.bill_total),
    providerTrxId: str(body.trx_id),
    reference: str(body.payment_reff),
    paidAt: wibToDate(str(body.payment_date)),
    channel: str(body.payment_channel),
  };
}

/** The sandbox's wire: a hidden form posted to /payment-sandbox, signed notifications and returns. */
export function createSandboxWire(config: SandboxConfig): PaymentProvider {
  return {
    name: "sandbox",
    async startPayment(order, ctx) {
      const billTotal = String(order.grandTotal);
      const ref = order.trxRef.slice(0, 8).toUpperCase();
      const fields: Record<string, string> = {
        merchant_id: config.merchantId,
        merchant_name: config.merchantName,
        order_id: order.trxRef,
        order_reff: ref,
        bill_date: wibDateTime(order.createdAt),
        bill_expired: wibDateTime(order.expiresAt),
        bill_desc: `Order ${ref}`,
        bill_gross: String(order.grandTotal - order.shippingCost),
        bill_miscfee: String(order.shippingCost),
        bill_total: billTotal,
        custNo: order.customer.number,
        custName: order.customer.name,
        custPhone: order.customer.phone,
        custEmail: order.customer.email,
        billing_address: order.address?.street ?? "",
        billing_address_city: order.address?.city ?? "",
        billing_address_poscode: order.address?.zip ?? "",
        shipping_address: order.address?.street ?? "",
        shipping_address_city: order.address?.city ?? "",
        shipping_address_poscode: order.address?.zip ?? "",
        // Relative: the shopper comes back on the address they are on (the sandbox is a page of this shop).
        return_url: localHref(ctx.lang ?? DEFAULT_LOCALE, "/payment/response"),
        products: JSON.stringify(order.lines.map((l) => ({ product: l.name, qty: l.qty, amount: l.price }))),
        signature: requestSignature(config, order.trxRef, billTotal),
      };
      return { ok: true, payment: { action_url: SANDBOX_PAGE, method: "POST", fields }, attempt: null };
    },
    async verifyReturn(params) {
      // "2": Payment Success, in Faspay's codes (which the sandbox speaks too).
      const value = { billNo: str(params.bill_no), status: str(params.status), saysPaid: str(params.status) === "2" };
      if (!value.billNo || !value.status) return { valid: false, reason: "MISSING_FIELDS", value };
      const valid = signaturesMatch(returnSignature(config, value.billNo, value.status), params.signature);
      return valid ? { valid, value } : { valid, reason: "INVALID_SIGNATURE", value };
    },
    readNotification: readSandboxNotification,
    async verifyNotification(n: RawNotification): Promise<Verified<PaymentEvent>> {
      const value = eventOf(n.fields);
      const merchantId = str(n.fields.merchant_id);
      if (!value.billNo || !value.providerStatus.code) return { valid: false, reason: "MISSING_FIELDS", value };
      if (merchantId && merchantId !== config.merchantId) return { valid: false, reason: "WRONG_MERCHANT", value };
      const valid = signaturesMatch(
        notificationSignature(config, value.billNo, value.providerStatus.code),
        n.fields.signature,
      );
      return valid ? { valid, value } : { valid, reason: "INVALID_SIGNATURE", value };
    },
    acknowledge(n, event, outcome): NotificationAck {
      const body = {
        response: "Payment Notification",
        trx_id: event.providerTrxId ?? str(n?.fields.trx_id),
        merchant_id: config.merchantId,
        merchant: config.merchantName,
        bill_no: event.billNo ?? str(n?.fields.bill_no),
        response_code: outcome.accepted ? "00" : "01",
        response_desc: outcome.desc,
        response_date: wibDateTime(new Date()),
      };
      return { status: outcome.status, contentType: "application/json", body: JSON.stringify(body) };
    },
  };
}

export function createSandboxProvider(settings: SandboxSettings): PaymentProvider {
  return createSandboxWire(sandboxConfig(settings));
}
