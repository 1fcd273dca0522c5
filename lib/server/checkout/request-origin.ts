import "server-only";
import type { PaymentContext } from "@/lib/server/payment/types";

/** The shop's origin and host as the browser used them (behind a proxy, its forwarded headers). */
export function paymentContextOf(req: Request): PaymentContext {
  const url = new URL(req.url);
  const host = (req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? url.host).split(",")[0]!.trim();
  const proto = (req.headers.get("x-forwarded-proto") ?? url.protocol.replace(/:$/, "")).split(",")[0]!.trim();
  return { origin: `${proto}://${host}`, host: host.replace(/:\d+$/, "") };
}
