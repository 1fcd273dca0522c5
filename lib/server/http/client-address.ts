/**
 * The client's address, for per-client limits. It is read from `X-Forwarded-For` only as far as the configured
 * trusted proxies vouch for it (`TRUSTED_PROXY_HOPS`), never blindly:
 *
 * - `TRUSTED_PROXY_HOPS=0` (the default: nothing in front of `next start`): Next records the socket's address in
 *   `X-Forwarded-For` when the request has none, so the last entry is the socket. A client that sends the header
 *   itself is keyed by what it sent (Next keeps it), which is why live mode runs behind the reverse proxy.
 * - `TRUSTED_PROXY_HOPS=N` (N proxies in front, each appending or setting the address it saw; deploy/nginx.conf
 *   sets it): the Nth entry from the right is the address the outermost trusted proxy saw. Entries further left
 *   were written by the client and are ignored.
 *
 * No "server-only" import: pure, unit-tested with plain headers.
 */
export const UNKNOWN_CLIENT = "unknown";

type HeaderSource = Pick<Headers, "get">;

/** Lower-case, without a port or IPv6 brackets, IPv4-mapped IPv6 as IPv4; at most 64 characters. */
export function normalizeAddress(raw: string): string {
  let value = raw.trim().toLowerCase();
  if (value.startsWith("[")) value = value.slice(1, value.indexOf("]") > 0 ? value.indexOf("]") : undefined);
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (value.startsWith("::ffff:") && /^[\d.]+$/.test(value.slice(7))) value = value.slice(7);
  return value.slice(0, 64) || UNKNOWN_CLIENT;
}

export function clientAddress(headers: HeaderSource, trustedHops: number): string {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return UNKNOWN_CLIENT;
  const fromRight = Math.max(1, trustedHops);
  // Fewer entries than trusted hops: the request did not come through every proxy; the leftmost is the best known.
  const entry = entries[Math.max(0, entries.length - fromRight)];
  return normalizeAddress(entry ?? UNKNOWN_CLIENT);
}
