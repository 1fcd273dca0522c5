// No server-only import: proxy.ts applies the same check to form posts (server actions) on the pages.

export { CROSS_SITE_MESSAGE } from "@/lib/domain/api/messages";

type Env = Readonly<Record<string, string | undefined>>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * The shop's own origin, read as shop-origin.ts reads it (SITE_URL, else NEXT_PUBLIC_SITE_URL, else the demo's
 * http://localhost:$PORT; that module needs the server's settings, which proxy.ts cannot load), and every origin
 * ALLOWED_ORIGINS names.
 */
export function trustedOrigins(env: Env = process.env): string[] {
  const own = originOf(env.SITE_URL || env.NEXT_PUBLIC_SITE_URL || `http://localhost:${env.PORT || 3000}`);
  const listed = (env.ALLOWED_ORIGINS ?? "").split(",").map((origin) => originOf(origin.trim()));
  return [own, ...listed].filter((origin): origin is string => !!origin);
}

/**
 * Whether a browser's Origin is ours: SITE_URL's origin or one of ALLOWED_ORIGINS, never anything the request itself
 * names (Host, X-Forwarded-Host: a client or a misconfigured proxy chooses those; issue #34, point 8). Demo mode also
 * takes a loopback Origin equal to the request's Host, so `npm run dev` opened at 127.0.0.1 instead of SITE_URL's
 * localhost still works; X-Forwarded-Host never counts.
 */
export function isTrustedOrigin(origin: string, req: Request, env: Env = process.env): boolean {
  const own = originOf(origin);
  if (!own) return false;
  if (trustedOrigins(env).includes(own)) return true;
  if (env.SHOP_MODE === "live") return false;
  const url = new URL(own);
  return LOOPBACK.has(url.hostname) && url.host === (req.headers.get("host") ?? new URL(req.url).host);
}

/**
 * State-changing calls from another site are refused (a CSRF guard that also covers the cookie session):
 * browsers mark them with Sec-Fetch-Site or an Origin that is not ours. Server-to-server calls (payment
 * notifications) carry neither and pass; other front ends are allowed by ALLOWED_ORIGINS.
 */
export function isCrossSiteWrite(req: Request, env: Env = process.env): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  if (origin && origin !== "null") return !isTrustedOrigin(origin, req, env);
  return site === "cross-site" || origin === "null";
}
