import { toQueryString, type QueryParams } from "./config";

/**
 * The key of a GET: 'path?sorted=query', SWR's key and the fetcher's address (./fetcher.ts). Returns null (SWR then
 * does not fetch) when the path is null, undefined or false, so `swrKey(signedIn && 'user/orders')` reads naturally.
 */
export function swrKey(path: string | null | undefined | false, query?: QueryParams): string | null {
  if (!path) return null;
  const qs = toQueryString(query);
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}
