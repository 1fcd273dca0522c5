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

/** Lower-case, without a port, IPv6 brackets or zone id, IPv4-mapped IPv6 as IPv4; at most 64 characters. */
export function normalizeAddress(raw: string): string {
  let value = raw.trim().toLowerCase();
  if (value.startsWith("[")) value = value.slice(1, value.indexOf("]") > 0 ? value.indexOf("]") : undefined);
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  if (value.includes(":") && value.includes("%")) value = value.slice(0, value.indexOf("%"));
  if (value.startsWith("::ffff:") && /^[\d.]+$/.test(value.slice(7))) value = value.slice(7);
  return value.slice(0, 64) || UNKNOWN_CLIENT;
}

/**
 * How many leading bits of an IPv6 address name one client (`IPV6_PREFIX_BITS`, default 64). An IPv6 subscriber is
 * given a whole /64 (or more), and picks any address in it at will: counted per address, one subscriber would get a
 * fresh budget per address. IPv4 addresses are keyed whole. 128 keys each IPv6 address on its own.
 */
export const DEFAULT_IPV6_PREFIX_BITS = 64;

/** IPV6_PREFIX_BITS as proxy.ts reads it (the settings check at start refuses a malformed value): the default else. */
export function ipv6PrefixBits(value: string | undefined): number {
  const bits = Number(value?.trim() || DEFAULT_IPV6_PREFIX_BITS);
  return Number.isInteger(bits) && bits >= 1 && bits <= 128 ? bits : DEFAULT_IPV6_PREFIX_BITS;
}

/** The eight 16-bit groups of a valid IPv6 address (normalized: no brackets, zone or port). */
function ipv6Groups(address: string): number[] {
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) is its last two groups.
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a: string, b: string, c: string, d: string) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((group) => group.toString(16)).join(":"),
  );
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = parse(tail ?? "");
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(zeros).fill(0), ...right];
}

/** RFC 5952's text of eight groups: lower-case hex, no leading zeros, the longest run of two or more zeros as `::`. */
function ipv6Text(groups: number[]): string {
  let best = { at: -1, length: 1 };
  for (let i = 0; i < groups.length;) {
    if (groups[i] !== 0) {
      i += 1;
      continue;
    }
    let end = i;
    while (end < groups.length && groups[end] === 0) end += 1;
    if (end - i > best.length) best = { at: i, length: end - i };
    i = end;
  }
  const hex = groups.map((group) => group.toString(16));
  if (best.at < 0) return hex.join(":");
  return `${hex.slice(0, best.at).join(":")}::${hex.slice(best.at + best.length).join(":")}`;
}

/**
 * The key a client is counted under, from its address (already normalized and checked): an IPv4 address as it is
 * (an IPv4-mapped IPv6 address as its IPv4 address), any other IPv6 address as its network of `prefixBits` bits (`2001:db8:1:2::/64`), written one way however the address was.
 * Anything else (UNKNOWN_CLIENT) as it is.
 */
export function clientKey(address: string, prefixBits = DEFAULT_IPV6_PREFIX_BITS): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  // An IPv4-mapped address in hex (`::ffff:cb00:7109`) is the IPv4 client it maps, keyed whole like one.
  const [high = 0, low = 0] = groups.slice(6);
  if (groups.slice(0, 6).join(",") === "0,0,0,0,0,65535")
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  const bits = Math.min(128, Math.max(1, prefixBits));
  const masked = groups.map((group, i) => {
    const keep = Math.min(16, Math.max(0, bits - i * 16));
    return keep === 16 ? group : keep === 0 ? 0 : group & (0xffff << (16 - keep)) & 0xffff;
  });
  return bits === 128 ? ipv6Text(masked) : `${ipv6Text(masked)}/${bits}`;
}

/** The socket's address (peer-address.ts), or `UNKNOWN_CLIENT` when the server did not record one. */
function peerAddress(headers: HeaderSource): string {
  const address = normalizeAddress(headers.get(PEER_HEADER) ?? "");
  return isIP(address) ? address : UNKNOWN_CLIENT;
}

/** The client address and, behind trusted proxies, why the forwarded chain could not be read as configured. */
function resolveAddress(headers: HeaderSource, trustedHops: number): { address: string; problem: string | null } {
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

/**
 * The one rule for who a request's client is: its address (as above), the key every per-client limit and hold counts
 * it under (`clientKey`: an IPv6 client by its /64), and the reason the forwarded chain could not be read, if any.
 */
export function resolveClientAddress(
  headers: HeaderSource,
  trustedHops: number,
  prefixBits = DEFAULT_IPV6_PREFIX_BITS,
): { address: string; key: string; problem: string | null } {
  const { address, problem } = resolveAddress(headers, trustedHops);
  return { address, key: clientKey(address, prefixBits), problem };
}

export function clientAddress(headers: HeaderSource, trustedHops: number): string {
  return resolveAddress(headers, trustedHops).address;
}
