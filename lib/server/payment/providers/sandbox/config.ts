import "server-only";
import { SANDBOX_DEFAULT_MERCHANT_ID, SANDBOX_DEFAULT_PASSWORD, sandboxSettings, type SandboxSettings } from "./index";
import type { MerchantCredentials } from "./signature";

export const SANDBOX_PAGE = "/payment-sandbox";

export interface SandboxConfig extends MerchantCredentials {
  merchantId: string;
  merchantName: string;
}

/** The sandbox's settings from the environment (invalid values fall back to the defaults, as the settings check reports them). */
export function sandboxSettingsOf(env: Readonly<Record<string, string | undefined>> = process.env): SandboxSettings {
  const input = Object.fromEntries(Object.keys(sandboxSettings.shape).map((k) => [k, env[k] || undefined]));
  const parsed = sandboxSettings.safeParse(input);
  return parsed.success ? parsed.data : {};
}

/**
 * The sandbox's merchant. It is a page of this shop, so what the browser follows is relative: the bill is posted to
 * /payment-sandbox and the shopper comes back to /payment/response on the address they opened the shop at
 * (127.0.0.1, localhost, a LAN address), which the page's `form-action 'self'` allows. Only the server-to-server
 * notification has a fixed, absolute target (sandboxNotifyUrl).
 */
export function sandboxConfig(settings: SandboxSettings = sandboxSettingsOf()): SandboxConfig {
  const merchantId = settings.PAYMENT_SANDBOX_MERCHANT_ID || SANDBOX_DEFAULT_MERCHANT_ID;
  return {
    merchantId,
    merchantName: "Storefront Sandbox",
    userId: `bot${merchantId}`,
    password: settings.PAYMENT_SANDBOX_PASSWORD || SANDBOX_DEFAULT_PASSWORD,
  };
}
