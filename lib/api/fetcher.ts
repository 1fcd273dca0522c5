/**
 * SWR's glue, shared by every read hook in lib/api: the fetcher (its key is `swrKey`'s 'path?query', ./reads.ts),
 * which failures are tried again and when, and how a failed read reaches the shopper.
 */
import type { SWRConfiguration } from "swr";
import { ApiError, handleApiError } from "./errors";
import { apiRequest } from "./request";
import { getAccessToken } from "./storage";

/** A GET of the retail API that resolves its data, or throws an ApiError (SWR's error state). */
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

/** How many times a failed read is tried again before it waits for the next focus, mount or change. */
export const READ_RETRIES = 5;

/**
 * SWR's `onErrorRetry`: a retryable failure is read again after `errorRetryInterval` (5 s), then twice as long each
 * time; a refusal (4xx) is not read again, nor a read while the browser is offline (the shopper has been told once).
 */
export const retryWhileServerFails: NonNullable<SWRConfiguration["onErrorRetry"]> = (
  error,
  _key,
  config,
  revalidate,
  { retryCount },
) => {
  if (!isRetryable(error) || retryCount > READ_RETRIES || !config.isOnline()) return;
  setTimeout(() => void revalidate({ retryCount }), config.errorRetryInterval * 2 ** Math.min(retryCount - 1, 4));
};

/** The options every read hook starts from. */
export const readOptions = { onErrorRetry: retryWhileServerFails } satisfies SWRConfiguration;

/**
 * A failed read goes to the general handler of spec section 8, as every call's does. A 401 while this browser holds
 * no token is a read that was in flight when the shopper signed out, not an expired session; `quiet` keeps other
 * failures off the handler, for a caller that shows them itself.
 */
export function reportReadError(error: unknown, quiet = false): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401 ? getAccessToken() : !quiet) handleApiError(error);
}
