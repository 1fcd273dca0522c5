import "server-only";
import { shopHost, shopOrigin } from "@/lib/server/http/shop-origin";
import type { PaymentContext } from "@/lib/server/payment/types";

/**
 * The shop's origin and host for payment forms and return addresses: from the settings (SITE_URL), never from the
 * request's Host or X-Forwarded-Host headers (lib/server/http/shop-origin.ts). The request is kept for callers.
 */
export function paymentContextOf(_req?: Request): PaymentContext {
  return { origin: shopOrigin(), host: shopHost() };
}
