import "server-only";
import { requestClient } from "@/lib/server/http/request-client";
import type { PaymentContext } from "@/lib/server/payment/types";

/** The payment context, and the client address (as the trusted proxies vouch for it) for the hold limits. */
export interface CheckoutContext extends PaymentContext {
  clientAddress: string;
}

/** The shop's origin and host as the browser used them (behind a proxy, its forwarded headers), and the client. */
export function paymentContextOf(req: Request): CheckoutContext {
  const url = new URL(req.url);
  const host = (req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? url.host).split(",")[0]!.trim();
  const proto = (req.headers.get("x-forwarded-proto") ?? url.protocol.replace(/:$/, "")).split(",")[0]!.trim();
  return { origin: `${proto}://${host}`, host: host.replace(/:\d+$/, ""), clientAddress: requestClient(req.headers) };
}
