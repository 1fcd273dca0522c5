import "server-only";
import { settings } from "@/lib/server/config";
import { clientAddress } from "./client-address";

/** The client address of a request, as the configured trusted proxies vouch for it (client-address.ts). */
export function requestClient(headers: Pick<Headers, "get">): string {
  return clientAddress(headers, settings().TRUSTED_PROXY_HOPS ?? 0);
}
