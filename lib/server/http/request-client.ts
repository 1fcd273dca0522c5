import "server-only";
import { settings } from "@/lib/server/config";
import { log } from "@/lib/server/log";
import { DEFAULT_IPV6_PREFIX_BITS, resolveClientAddress } from "./client-address";

let warned = false;

/**
 * The key of a request's client for every per-client limit and hold: its address as the configured trusted proxies
 * vouch for it, an IPv6 client by its network of IPV6_PREFIX_BITS bits (client-address.ts). The first request whose
 * forwarded chain cannot be read behind the proxies (a misconfigured proxy: every shopper would be unknown) is logged
 * once per instance, without the header's addresses.
 */
export function requestClient(headers: Pick<Headers, "get">): string {
  const s = settings();
  const hops = s.TRUSTED_PROXY_HOPS ?? 0;
  const { key, problem } = resolveClientAddress(headers, hops, s.IPV6_PREFIX_BITS ?? DEFAULT_IPV6_PREFIX_BITS);
  if (problem && !warned) {
    warned = true;
    log.warn({ trustedProxyHops: hops }, `client address unknown: ${problem}`);
  }
  return key;
}
