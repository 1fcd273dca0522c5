// No server-only import: proxy.ts applies the same check to form posts (server actions) on the pages.

export { CROSS_SITE_MESSAGE } from "@/lib/domain/api/messages";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function allowedOrigins(): string[] {
  return (process.env.ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * State-changing calls from another site are refused (a CSRF guard that also covers the cookie session):
 * browsers mark them with Sec-Fetch-Site or an Origin that is not ours. Server-to-server calls (payment
 * notifications) carry neither and pass; other front ends are allowed by ALLOWED_ORIGINS.
 */
export function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  const site = req.headers.get("sec-fetch-site");
  if (origin && origin !== "null") {
    if (allowedOrigins().includes(origin)) return false;
    const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  return site === "cross-site" || origin === "null";
}
