import "server-only";
import type { FaspaySettings } from "./index";

/** Xpress v4's bill endpoints (Faspay, "Xpress Version 4"). */
export const XPRESS_BASE = {
  sandbox: "https://xpress-sandbox.faspay.co.id",
  production: "https://xpress.faspay.co.id",
} as const;
export const XPRESS_POST_PATH = "/v4/post";

export interface FaspayConfig {
  merchantId: string;
  merchantName: string;
  userId: string;
  password: string;
  /** Where bills are posted: FASPAY_BASE_URL's, else FASPAY_ENV's endpoint; never chosen by the request's host. */
  endpoint: string;
}

export function faspayConfig(s: FaspaySettings): FaspayConfig {
  const merchantId = s.FASPAY_MERCHANT_ID ?? "";
  const base = s.FASPAY_BASE_URL ?? XPRESS_BASE[s.FASPAY_ENV ?? "sandbox"];
  return {
    merchantId,
    merchantName: s.FASPAY_MERCHANT_NAME ?? "",
    userId: s.FASPAY_USER_ID || `bot${merchantId}`,
    password: s.FASPAY_PASSWORD ?? "",
    endpoint: new URL(XPRESS_POST_PATH, base).toString(),
  };
}
