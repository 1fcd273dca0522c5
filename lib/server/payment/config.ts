import "server-only";
import { SANDBOX_DEFAULT_MERCHANT_ID, SANDBOX_DEFAULT_PASSWORD } from "@/lib/server/config/checks";
import type { FaspayConfig } from "./faspay-wire";


export const FASPAY_DEV_URL = "https://dev.faspay.co.id/xpress/payment";
export const FASPAY_PROD_URL = "https://xpress.faspay.co.id/v3/payment";
export const SANDBOX_PAGE = "/payment-sandbox";

/** The production payment page only on the live shop host (SHOP_LIVE_HOST); everywhere else the development one. */
export function faspayActionUrl(host: string, liveHost: string | undefined): string {
  return liveHost && host.toLowerCase() === liveHost.toLowerCase() ? FASPAY_PROD_URL : FASPAY_DEV_URL;
}

export function faspayConfig(env: NodeJS.ProcessEnv = process.env): FaspayConfig {
  const merchantId = env.FASPAY_MERCHANT_ID ?? "";
  return {
    name: "faspay",
    merchantId,
    merchantName: env.FASPAY_MERCHANT_NAME ?? "",
    userId: env.FASPAY_USER_ID || `bot${merchantId}`,
    password: env.FASPAY_PASSWORD ?? "",
    actionUrl: (ctx) => faspayActionUrl(ctx.host, env.SHOP_LIVE_HOST),
    returnOrigin: (ctx) => ctx.origin,
  };
}

/**
 * The in-app sandbox is a page of this shop, so what the browser follows is relative: the bill is posted to
 * /payment-sandbox and the shopper comes back to /payment/response on the address they opened the shop at
 * (127.0.0.1, localhost, a LAN address), which the page's `form-action 'self'` allows. Only the server-to-server
 * notification has a fixed, absolute target (lib/server/http/shop-origin.ts).
 */
export function sandboxConfig(env: NodeJS.ProcessEnv = process.env): FaspayConfig {
  const merchantId = env.PAYMENT_SANDBOX_MERCHANT_ID || SANDBOX_DEFAULT_MERCHANT_ID;
  return {
    name: "sandbox",
    merchantId,
    merchantName: "Storefront Sandbox",
    userId: `bot${merchantId}`,
    password: env.PAYMENT_SANDBOX_PASSWORD || SANDBOX_DEFAULT_PASSWORD,
    actionUrl: () => SANDBOX_PAGE,
    returnOrigin: () => "",
  };
}
