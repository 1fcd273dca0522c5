/** SWR's glue: a fetcher that throws ApiError (SWR's error state), and which failures are worth another try. */
import { ApiError } from "./errors";
import { apiRequest } from "./request";

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
