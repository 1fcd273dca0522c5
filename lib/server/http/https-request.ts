/**
 * Whether the browser came over https, the one rule for every cookie's `Secure` flag. In live mode always (SITE_URL
 * is https there, and a cookie set over a path that skipped the proxy must not travel in clear later; issue #34,
 * point 8). In demo mode the proxy's X-Forwarded-Proto first (its first entry when a list), else the request's own
 * URL (the e2e server runs on plain http). No "server-only" import: pure, unit-tested with plain requests.
 */
export function isHttpsRequest(req: Request, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  if (env.SHOP_MODE === "live") return true;
  const forwarded = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(req.url).protocol === "https:";
}
