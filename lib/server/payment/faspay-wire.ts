import "server-only";
import { notificationSignature, requestSignature, returnSignature, signaturesMatch, type MerchantCredentials } from "./signature";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import type { PaymentContext, PaymentNotification, PaymentProvider, PaymentReturn, Verified } from "./types";
import { wibDateTime } from "./wib";

export interface FaspayConfig extends MerchantCredentials {
  name: string;
  merchantId: string;
  merchantName: string;
  /** Where the browser posts the bill: the provider's page (absolute), or the in-app sandbox's path. */
  actionUrl(ctx: PaymentContext): string;
  /**
   * What the return address starts with: SITE_URL's origin for an outside provider, which can only send the shopper
   * back to an absolute address; "" for the in-app sandbox, which sends the browser back on the address it is on.
   */
  returnOrigin(ctx: PaymentContext): string;
}

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

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "");

/** Whole rupiah from '150000' or '150000.00'; null for anything else. */
export function parseAmount(value: unknown): number | null {
  const text = str(value);
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return Number.isInteger(amount) ? amount : null;
}

/** The Faspay Xpress v3 wire format (legacy form post), shared by the real provider and the in-app sandbox. */
export function createFaspayWire(config: FaspayConfig): PaymentProvider {
  return {
    name: config.name,
    createPaymentForm(order, ctx) {
      const billTotal = String(order.grandTotal);
      const fields: Record<string, string> = {
        merchant_id: config.merchantId,
        merchant_name: config.merchantName,
        order_id: order.trxRef,
        order_reff: order.trxRef.slice(0, 8).toUpperCase(),
        bill_date: wibDateTime(order.createdAt),
        bill_expired: wibDateTime(order.expiresAt),
        bill_desc: `Order ${order.trxRef.slice(0, 8).toUpperCase()}`,
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
        return_url: `${config.returnOrigin(ctx)}${localHref(ctx.lang ?? DEFAULT_LOCALE, "/payment/response")}`,
        products: JSON.stringify(order.lines.map((l) => ({ product: l.name, qty: l.qty, amount: l.price }))),
        signature: requestSignature(config, order.trxRef, billTotal),
      };
      return { action_url: config.actionUrl(ctx), method: "POST", fields };
    },
    verifyReturn(params): Verified<PaymentReturn> {
      const value = { billNo: str(params.bill_no), status: str(params.status) };
      if (!value.billNo || !value.status) return { valid: false, reason: "MISSING_FIELDS", value };
      const valid = signaturesMatch(returnSignature(config, value.billNo, value.status), params.signature);
      return valid ? { valid, value } : { valid, reason: "INVALID_SIGNATURE", value };
    },
    verifyNotification(body): Verified<PaymentNotification> {
      const statusCode = str(body.payment_status_code);
      const value: PaymentNotification = {
        billNo: str(body.bill_no),
        statusCode,
        statusDesc: str(body.payment_status_desc) || STATUS_DESC[statusCode] || "Unknown",
        billTotal: parseAmount(body.bill_total),
        trxId: str(body.trx_id),
        merchantId: str(body.merchant_id),
        merchant: str(body.merchant),
        paymentReff: str(body.payment_reff),
        paymentDate: str(body.payment_date),
        channel: str(body.payment_channel),
      };
      if (!value.billNo || !statusCode) return { valid: false, reason: "MISSING_FIELDS", value };
      if (value.merchantId && value.merchantId !== config.merchantId) return { valid: false, reason: "WRONG_MERCHANT", value };
      const valid = signaturesMatch(notificationSignature(config, value.billNo, statusCode), body.signature);
      return valid ? { valid, value } : { valid, reason: "INVALID_SIGNATURE", value };
    },
    acknowledge(n, accepted, desc) {
      return {
        response: "Payment Notification",
        trx_id: n.trxId ?? "",
        merchant_id: config.merchantId,
        merchant: config.merchantName,
        bill_no: n.billNo ?? "",
        response_code: accepted ? "00" : "01",
        response_desc: desc,
        response_date: wibDateTime(new Date()),
      };
    },
  };
}
