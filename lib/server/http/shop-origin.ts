import "server-only";
import { settings, type Env } from "@/lib/server/config";

/**
 * The shop's own absolute address, from the settings only: SITE_URL (required in live mode), else
 * NEXT_PUBLIC_SITE_URL, else http://localhost:$PORT (demo). Never from the request's Host or X-Forwarded-Host: a
 * forged header must not choose where mailed links, payment return addresses or server-to-server calls point.
 */
export function shopOrigin(env: Env = process.env): string {
  const s = settings(env);
  return new URL(s.SITE_URL ?? s.NEXT_PUBLIC_SITE_URL ?? `http://localhost:${s.PORT ?? 3000}`).origin;
}

/** The shop's server-to-server payment notification endpoint (what payment providers call). */
export function paymentNotifyUrl(env: Env = process.env): string {
  return `${shopOrigin(env)}/api/v1/payment/notification`;
}
