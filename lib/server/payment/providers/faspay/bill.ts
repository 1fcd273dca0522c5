import "server-only";
import { z } from "zod";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { wibDateTime } from "@/lib/domain/wib";
import type { PaymentContext, PaymentOrder } from "../types";
import type { FaspayConfig } from "./config";
import { billSignature } from "./signature";

const cut = (text: string, max: number) => text.trim().slice(0, max);

export interface XpressItem {
  product: string;
  qty: string;
  amount: string;
}

/**
 * item[]: each line at its unit price (Faspay's "amount: Item Price" beside "qty: Item Quantity"), then the order's
 * discounts (bundle and promo) as one "Discount" line of a negative amount, as Faspay's own WooCommerce plugin sends
 * its discount, so that the items (amount × qty) add up to bill_gross, the order's total less shipping.
 */
export function xpressItems(order: Pick<PaymentOrder, "grandTotal" | "shippingCost" | "lines">): XpressItem[] {
  const items = order.lines.map((l) => ({ product: cut(l.name, 128), qty: String(l.qty), amount: String(l.price) }));
  const listed = order.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
  const rest = order.grandTotal - order.shippingCost - listed;
  if (rest !== 0) items.push({ product: rest < 0 ? "Discount" : "Adjustment", qty: "1", amount: String(rest) });
  return items;
}

/**
 * The return (callback) address. Faspay asks that it be registered in its system, so it is one address for every
 * language: SITE_URL's origin + /payment/response, which the `lang` cookie then redirects to the shopper's language.
 * Xpress documents the field as 32 characters, which no https origin with a real host name fits with this path:
 * docs/providers.md says exactly what to register.
 */
export function xpressReturnUrl(ctx: Pick<PaymentContext, "origin">): string {
  return `${ctx.origin}${localHref(DEFAULT_LOCALE, "/payment/response")}`;
}

/**
 * The Xpress v4 bill (Faspay, "Xpress Version 4", Post Data Transaction), amounts in whole rupiah as strings, dates
 * 'YYYY-MM-DD HH:mm:ss' WIB, each text cut to its documented length. payment_channel is left out: Xpress then offers
 * every channel the merchant has enabled. The items add up to bill_gross (xpressItems); shipping is bill_miscfee.
 */
export function xpressBill(config: FaspayConfig, order: PaymentOrder, ctx: PaymentContext) {
  const billTotal = String(order.grandTotal);
  const ref = order.trxRef.slice(0, 8).toUpperCase();
  const a = order.address;
  const address = {
    address: cut(a?.street ?? "", 200),
    city: cut(a?.city ?? "", 50),
    region: cut(a?.province ?? "", 100),
    state: cut(a?.province ?? "", 100),
    poscode: cut(a?.zip ?? "", 10),
    country: "ID",
  };
  return {
    merchant_id: config.merchantId,
    bill_no: order.trxRef,
    bill_date: wibDateTime(order.createdAt),
    bill_expired: wibDateTime(order.expiresAt),
    bill_desc: cut(`Order ${ref} ${config.merchantName}`, 128),
    bill_gross: String(order.grandTotal - order.shippingCost),
    bill_miscfee: String(order.shippingCost),
    bill_total: billTotal,
    cust_no: cut(order.customer.number, 32),
    cust_name: cut(order.customer.name, 32),
    return_url: xpressReturnUrl(ctx),
    msisdn: order.customer.phone.replace(/\D/g, "").slice(0, 128),
    email: cut(order.customer.email, 128),
    billing_address: address.address,
    billing_address_city: address.city,
    billing_address_region: address.region,
    billing_address_state: address.state,
    billing_address_poscode: address.poscode,
    billing_address_country_code: address.country,
    receiver_name_for_shipping: cut(order.customer.name, 100),
    shipping_address: address.address,
    shipping_address_city: address.city,
    shipping_address_region: address.region,
    shipping_address_state: address.state,
    shipping_address_poscode: address.poscode,
    shipping_address_country_code: address.country,
    item: xpressItems(order),
    signature: billSignature(config, order.trxRef, billTotal),
  };
}
export type XpressBill = ReturnType<typeof xpressBill>;

/** Xpress's answer: response_code "00" with the redirect_url the browser must open; trx_id when it gives one. */
export const xpressAnswerSchema = z.looseObject({
  response_code: z.string(),
  response_desc: z.string().optional(),
  trx_id: z.union([z.string(), z.number()]).optional(),
  bill_no: z.string().optional(),
  redirect_url: z.url({ protocol: /^https?$/ }).optional(),
});

export type PostOutcome =
  | { ok: true; redirectUrl: string; trxId: string | null }
  | { ok: false; reason: string; final?: { code: string; desc: string } };

/**
 * Xpress's refusal codes ("Status Response Code") about the bill's own data, which posting the same bill again
 * cannot change: the order can never be billed, so it ends. Not these: the merchant's account (03 merchant, 55
 * user/password, 56/63 IP or suspended, 82 entity) is the shop's to fix, after which 'Pay Now' works; 66 "internal
 * Error" and 96 "System Malfunction" may pass; 81 "Already Been Paid" means money came.
 */
const FINAL_REFUSALS: Record<string, string> = {
  "13": "Invalid Amount",
  "14": "Invalid Order",
  "17": "Order Cancelled by Merchant/Customer",
  "18": "Invalid Customer or MSISDN is not found",
  "30": "Format Error",
  "54": "Order is Expired",
  "83": "Parameter is mandatory",
  "84": "Unregistered Parameters",
  "85": "Insufficient Paramaters",
};

const TIMEOUT_MS = 15_000;

/** Posts the bill as JSON and reads the answer; any other answer (status, body, code) is a refusal with its reason. */
export async function postBill(config: FaspayConfig, bill: XpressBill): Promise<PostOutcome> {
  let res: Response;
  try {
    res = await fetch(config.endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(bill),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    return { ok: false, reason: `Xpress unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = await res.text().catch(() => "");
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, reason: `Xpress answered ${res.status} without JSON` };
  }
  const answer = xpressAnswerSchema.safeParse(body);
  if (!res.ok || !answer.success) return { ok: false, reason: `Xpress answered ${res.status}: ${text.slice(0, 200)}` };
  const a = answer.data;
  if (a.response_code !== "00" || !a.redirect_url) {
    const reason = `Xpress refused the bill: ${a.response_code} ${a.response_desc ?? ""}`.trim();
    const final = FINAL_REFUSALS[a.response_code];
    return final
      ? { ok: false, reason, final: { code: a.response_code, desc: (a.response_desc || final).slice(0, 200) } }
      : { ok: false, reason };
  }
  if (a.bill_no !== undefined && a.bill_no !== bill.bill_no)
    return { ok: false, reason: `Xpress answered for another bill (${a.bill_no})` };
  return { ok: true, redirectUrl: a.redirect_url, trxId: a.trx_id === undefined ? null : String(a.trx_id) };
}
