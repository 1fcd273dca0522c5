import "server-only";
import { log } from "@/lib/server/log";
import { randomBytes } from "node:crypto";
import { settings, type Env } from "@/lib/server/config";
import { shopOrigin } from "@/lib/server/http/shop-origin";
import { wibDateTime } from "@/lib/domain/wib";
import { sandboxConfig, sandboxSettingsOf } from "./config";
import { OUTCOME_STATUS, SANDBOX_CHANNELS, type SandboxOutcome } from "./channels";
import { SANDBOX_PROVIDER } from "./index";
import { notificationSignature, requestSignature, returnSignature, signaturesMatch } from "./signature";

const RETURN_PATH = "/payment/response";

/** The provider's side of the sandbox: it checks the shop's form post, then pays, fails or expires the bill. */

/** The sandbox's pages exist only while it is the active provider, and never in live mode. */
export function sandboxPaymentsEnabled(env: Env = process.env): boolean {
  const s = settings(env);
  return s.SHOP_MODE === "demo" && s.PAYMENT_PROVIDER === SANDBOX_PROVIDER;
}

/** Where the sandbox posts its notification: PAYMENT_SANDBOX_NOTIFY_URL, else the shop's own notification API. */
export function sandboxNotifyUrl(env: Env = process.env): string {
  return sandboxSettingsOf(env).PAYMENT_SANDBOX_NOTIFY_URL ?? `${shopOrigin(env)}/api/v1/payment/notification`;
}

export interface SandboxBill {
  merchantId: string;
  merchantName: string;
  orderId: string;
  billTotal: string;
  billDesc: string;
  custName: string;
  custEmail: string;
  returnUrl: string;
}

export function readBill(
  form: Record<string, string>,
): { ok: true; bill: SandboxBill } | { ok: false; reason: string } {
  const config = sandboxConfig();
  const bill: SandboxBill = {
    merchantId: form.merchant_id ?? "",
    merchantName: form.merchant_name ?? "",
    orderId: form.order_id ?? "",
    billTotal: form.bill_total ?? "",
    billDesc: form.bill_desc ?? "",
    custName: form.custName ?? "",
    custEmail: form.custEmail ?? "",
    returnUrl: form.return_url ?? "",
  };
  if (!bill.orderId || !/^\d+$/.test(bill.billTotal)) return { ok: false, reason: "The bill is incomplete." };
  if (bill.merchantId !== config.merchantId) return { ok: false, reason: "Unknown merchant." };
  if (!signaturesMatch(requestSignature(config, bill.orderId, bill.billTotal), form.signature))
    return { ok: false, reason: "The bill's signature is not valid." };
  return { ok: true, bill };
}

export function channelName(code: string): string | null {
  return SANDBOX_CHANNELS.find((c) => c.code === code)?.name ?? null;
}

/** The signed server-to-server notification the sandbox sends for an outcome. */
export function buildNotification(bill: SandboxBill, outcome: SandboxOutcome, channelCode: string, now = new Date()) {
  const config = sandboxConfig();
  const status = OUTCOME_STATUS[outcome];
  const trxId = `SBX${randomBytes(6).toString("hex").toUpperCase()}`;
  return {
    request: "Payment Notification",
    trx_id: trxId,
    merchant_id: config.merchantId,
    merchant: config.merchantName,
    bill_no: bill.orderId,
    payment_reff: outcome === "pay" ? `REF${randomBytes(4).toString("hex").toUpperCase()}` : "",
    payment_date: wibDateTime(now),
    payment_status_code: status.code,
    payment_status_desc: status.desc,
    bill_total: bill.billTotal,
    payment_total: outcome === "pay" ? bill.billTotal : "0",
    payment_channel_uid: channelCode,
    payment_channel: channelName(channelCode) ?? "",
    signature: notificationSignature(config, bill.orderId, status.code),
  };
}

/**
 * The browser's way back to the shop: return_url's path with signed return parameters, relative, so the shopper
 * comes back on the address they are on (the sandbox is a page of the shop, on whatever address it was opened).
 * Only a path of this shop: return_url is read against SITE_URL's origin (shopOrigin), and anything that leaves it
 * (another origin, a scheme-relative //host) falls back to /payment/response: never an open redirect.
 */
export function buildReturnPath(
  bill: SandboxBill,
  notification: ReturnType<typeof buildNotification>,
  shopOrigin: string,
): string {
  const config = sandboxConfig();
  const fallback = new URL(RETURN_PATH, shopOrigin);
  let target = fallback;
  try {
    target = new URL(bill.returnUrl || RETURN_PATH, shopOrigin);
  } catch {
    // not an address at all: the fallback
  }
  if (target.origin !== fallback.origin || target.pathname.startsWith("//")) target = fallback;
  target.hash = "";
  const params: Record<string, string> = {
    trx_id: notification.trx_id,
    merchant_id: config.merchantId,
    merchant: config.merchantName,
    bill_no: bill.orderId,
    bill_ref: bill.orderId.slice(0, 8).toUpperCase(),
    bill_total: bill.billTotal,
    payment_reff: notification.payment_reff,
    payment_date: notification.payment_date,
    bank_user_name: bill.custName,
    status: notification.payment_status_code,
    signature: returnSignature(config, bill.orderId, notification.payment_status_code),
  };
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
  return `${target.pathname}${target.search}`;
}

/** Posts the notification to the shop over HTTP, retrying up to 3 times like the real provider. */
export async function notifyShop(notifyUrl: string, notification: Record<string, string>): Promise<boolean> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const res = await fetch(notifyUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(10_000),
      });
      const ack = (await res.json().catch(() => null)) as { response_code?: string } | null;
      if (res.ok && ack?.response_code === "00") return true;
      if (res.status >= 400 && res.status < 500) return false;
    } catch (error) {
      log.warn({ attempt, err: error }, "payment sandbox notification failed");
    }
  }
  return false;
}
