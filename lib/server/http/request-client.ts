import "server-only";
import { settings } from "@/lib/server/config";
import { log } from "@/lib/server/log";
import { resolveClientAddress } from "./client-address";

let warned = false;

/**
 * The client address of a request, as the configured trusted proxies vouch for it (client-address.ts). The first
 * request whose forwarded chain cannot be read behind the proxies (a misconfigured proxy: every shopper would be
 * unknown) is logged once per instance, without the header's addresses.
 */
export function requestClient(headers: Pick<Headers, "get">): string {
  const hops = settings().TRUSTED_PROXY_HOPS ?? 0;
  const { address, problem } = resolveClientAddress(headers, hops);
  if (problem && !warned) {
    warned = true;
    log.warn({ trustedProxyHops: hops }, `client address unknown: ${problem}`);
  }
  return address;
}
