import "server-only";
import { requestClient } from "@/lib/server/http/request-client";
import { paymentNotifyUrl, shopOrigin } from "@/lib/server/http/shop-origin";
import { requestLang } from "@/lib/server/http/request-lang";
import type { PaymentContext } from "@/lib/server/payment/providers/types";
import type { Locale } from "@/lib/i18n/config";

/**
 * The payment context, the client address (as the trusted proxies vouch for it) for the hold limits, and the
 * interface language the order's mails are written in (null: the request names none).
 */
export interface CheckoutContext extends PaymentContext {
  clientAddress: string;
  lang: Locale | null;
}

/**
 * The shop's origin for an outside provider's return address and its notification address: from the settings
 * (SITE_URL), never from the request's Host or X-Forwarded-Host headers (lib/server/http/shop-origin.ts). In live mode
 * every request is on SITE_URL's host (lib/server/http/site-host.ts); the demo sandbox's addresses are relative. The
 * client address from the request.
 */
export function paymentContextOf(req: Request): CheckoutContext {
  return {
    origin: shopOrigin(),
    notifyUrl: paymentNotifyUrl(),
    clientAddress: requestClient(req.headers),
    lang: requestLang(req.headers),
  };
}
