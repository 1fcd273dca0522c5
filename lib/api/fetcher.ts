/**
 * The reads' glue: string keys built from path and query, a fetcher that throws ApiError (SWR's error state), and
 * when a failed read is tried again.
 */
import { toQueryString, type QueryParams } from "./config";
import { ApiError } from "./errors";
import { apiRequest } from "./request";

/**
 * The SWR key of a GET: 'path?sorted=query'. Returns null (SWR then does not fetch) when the path is null,
 * undefined or false, so `swrKey(signedIn && 'user/orders')` reads naturally.
 */
export function swrKey(path: string | null | undefined | false, query?: QueryParams): string | null {
  if (!path) return null;
  const qs = toQueryString(query);
  if (!qs) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${qs}`;
}

export async function swrFetcher<T>(key: string): Promise<T> {
  const result = await apiRequest<T>("GET", key);
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** A 4xx answer will not change on a retry; only connection failures and 5xx are worth another try. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

/** The first wait before a failed read is asked for again (the plain reads: the listing's pages, My Orders). */
export const READ_RETRY_MS = 5_000;

/** The wait before another try of a read that failed `failures` times: 5 s, then twice as long each time, at most 80 s. */
export function readRetryDelay(failures: number): number {
  return READ_RETRY_MS * 2 ** Math.min(Math.max(failures - 1, 0), 4);
}
