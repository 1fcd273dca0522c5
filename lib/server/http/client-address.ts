import { isIP } from "node:net";

/**
 * The client's address, for per-client limits and holds. It is read from `X-Forwarded-For` only as far as the
 * configured trusted proxies vouch for it (`TRUSTED_PROXY_HOPS`), never blindly. Each proxy appends the address of
 * whoever connected to it, and Next adds nothing when the header is there, so the list ends with what the proxies
 * wrote and everything left of that was written by the client:
 *
 * - `TRUSTED_PROXY_HOPS=0` (the default: nothing in front of `next start`): Next records the socket's address in
 *   `X-Forwarded-For` when the request has none, so the last entry is the socket. A client that sends the header
 *   itself is keyed by what it sent (Next keeps it), which is why live mode runs behind the reverse proxy.
 * - `TRUSTED_PROXY_HOPS=N` (N proxies in front; compose.yaml: 1, Caddy, deploy/Caddyfile): the Nth entry from the
 *   right, the rightmost address no trusted proxy is known by, is the address the outermost proxy saw.
 *
 * Anything else falls back to `UNKNOWN_CLIENT` rather than to a guess: a chain shorter than N (a proxy in front
 * replaced the header instead of appending: the entry left is a proxy's own address, which would put every shopper
 * in one bucket), or an entry at that place that is not an IP address (garbage, `unknown`, an obfuscated name).
 * Empty entries keep their place, so a client's stray commas cannot shift the count.
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

/** The client address and, behind trusted proxies, why it is unknown when the header is there but cannot be read. */
export function resolveClientAddress(headers: HeaderSource, trustedHops: number): { address: string; problem: string | null } {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  if (entries.every((entry) => entry === "")) return { address: UNKNOWN_CLIENT, problem: null };
  const fromRight = Math.max(1, trustedHops);
  const unknown = (problem: string) => ({ address: UNKNOWN_CLIENT, problem: trustedHops > 0 ? problem : null });
  if (entries.length < fromRight) {
    return unknown(`X-Forwarded-For has ${entries.length} entries, fewer than TRUSTED_PROXY_HOPS (${trustedHops}): a proxy in front replaces the header instead of appending to it, or TRUSTED_PROXY_HOPS counts too many`);
  }
  const address = normalizeAddress(entries[entries.length - fromRight] ?? "");
  if (!isIP(address)) return unknown(`the X-Forwarded-For entry TRUSTED_PROXY_HOPS (${trustedHops}) points at is not an IP address: a proxy in front does not write the address it saw`);
  return { address, problem: null };
}

export function clientAddress(headers: HeaderSource, trustedHops: number): string {
  return resolveClientAddress(headers, trustedHops).address;
}
