/**
 * The reads' keys and when a failed read is tried again: no request code here, so a page can hold its reads' keys
 * and load the request layer on first use (the listing: ./listing-page-read.ts).
 */
import { toQueryString, type QueryParams } from "./config";

/**
 * The key of a GET: 'path?sorted=query' (SWR's key, and the plain reads' address). Returns null (SWR then does not
 * fetch) when the path is null, undefined or false, so `swrKey(signedIn && 'user/orders')` reads naturally.
 */
export function swrKey(path: string | null | undefined | false, query?: QueryParams): string | null {
  if (!path) return null;
  const qs = toQueryString(query);
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}

/** The first wait before a failed read is asked for again (the plain reads: the listing's pages, My Orders). */
export const READ_RETRY_MS = 5_000;

/** The wait before another try of a read that failed `failures` times: 5 s, then twice as long each time, at most 80 s. */
export function readRetryDelay(failures: number): number {
  return READ_RETRY_MS * 2 ** Math.min(Math.max(failures - 1, 0), 4);
}
