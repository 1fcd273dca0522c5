/**
 * Whether the browser came over https, the one rule for every cookie's `Secure` flag: the proxy's
 * X-Forwarded-Proto first (Caddy, deploy/Caddyfile, sets `https`; its first entry when a list), else the request's
 * own URL (the e2e server runs on plain http). No "server-only" import: pure, unit-tested with plain requests.
 */
export function isHttpsRequest(req: Request): boolean {
  const forwarded = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  return new URL(req.url).protocol === "https:";
}
