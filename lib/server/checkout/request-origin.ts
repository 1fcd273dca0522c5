import "server-only";
import { requestClient } from "@/lib/server/http/request-client";
import { shopHost, shopOrigin } from "@/lib/server/http/shop-origin";
import type { PaymentContext } from "@/lib/server/payment/types";

/** The payment context, and the client address (as the trusted proxies vouch for it) for the hold limits. */
export interface CheckoutContext extends PaymentContext {
  clientAddress: string;
}

/**
 * The shop's origin and host for payment forms and return addresses: from the settings (SITE_URL), never from the
 * request's Host or X-Forwarded-Host headers (lib/server/http/shop-origin.ts); the client address from the request.
 */
export function paymentContextOf(req: Request): CheckoutContext {
  return { origin: shopOrigin(), host: shopHost(), clientAddress: requestClient(req.headers) };
}
