import { isIP } from "node:net";
import { PEER_HEADER } from "./peer-header";

/**
 * The client's address, for per-client limits and holds. It is read from `X-Forwarded-For` only as far as the
 * configured trusted proxies vouch for it (`TRUSTED_PROXY_HOPS`), never blindly. Each proxy appends the address of
 * whoever connected to it, so the list ends with what the proxies wrote and everything left of that was written by
 * the client. The socket's own address is the `x-shop-peer` header, which the server writes on every request and a
 * client cannot set (peer-address.ts):
 *
 * - `TRUSTED_PROXY_HOPS=0` (the default: nothing in front of `next start`): `X-Forwarded-For` is ignored, whatever
 *   it says (Next copies the socket's address into it only when the client sent none, so it cannot be told from a
 *   forged one); the socket's address is the client.
 * - `TRUSTED_PROXY_HOPS=N` (N proxies in front; compose.yaml: 1, Caddy, deploy/Caddyfile): the Nth entry from the
 *   right, the rightmost address no trusted proxy is known by, is the address the outermost proxy saw. A request
 *   with fewer entries than N (none: a probe straight to the server) falls back to the socket's address.
 *
 * An entry at that place that is not an IP address (garbage, `unknown`, an obfuscated name) gives `UNKNOWN_CLIENT`
 * rather than a guess, as does a request with no socket address (one accepted before the header was installed, or
 * a route handler called in a test). Empty entries keep their place, so a client's stray commas cannot shift the count.
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

/** The socket's address (peer-address.ts), or `UNKNOWN_CLIENT` when the server did not record one. */
function peerAddress(headers: HeaderSource): string {
  const address = normalizeAddress(headers.get(PEER_HEADER) ?? "");
  return isIP(address) ? address : UNKNOWN_CLIENT;
}

/** The client address and, behind trusted proxies, why the forwarded chain could not be read as configured. */
export function resolveClientAddress(
  headers: HeaderSource,
  trustedHops: number,
): { address: string; problem: string | null } {
  if (trustedHops <= 0) return { address: peerAddress(headers), problem: null };
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim());
  if (entries.every((entry) => entry === "")) return { address: peerAddress(headers), problem: null };
  if (entries.length < trustedHops) {
    return {
      address: peerAddress(headers),
      problem: `X-Forwarded-For has ${entries.length} entries, fewer than TRUSTED_PROXY_HOPS (${trustedHops}): a proxy in front replaces the header instead of appending to it, or TRUSTED_PROXY_HOPS counts too many`,
    };
  }
  const address = normalizeAddress(entries[entries.length - trustedHops] ?? "");
  if (!isIP(address))
    return {
      address: UNKNOWN_CLIENT,
      problem: `the X-Forwarded-For entry TRUSTED_PROXY_HOPS (${trustedHops}) points at is not an IP address: a proxy in front does not write the address it saw`,
    };
  return { address, problem: null };
}

export function clientAddress(headers: HeaderSource, trustedHops: number): string {
  return resolveClientAddress(headers, trustedHops).address;
}
