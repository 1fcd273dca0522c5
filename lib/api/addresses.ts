"use client";

/** The signed-in shopper's saved addresses, read with SWR (the address book and the checkout's picker). */
import useSWR from "swr";
import type { UserAddress, UserAddressList } from "@/lib/domain/account/contract";
import { ACCOUNT_PATHS } from "./account";
import { ApiError, handleApiError } from "./errors";
import { isRetryable, swrFetcher, swrKey } from "./fetcher";
import { getAccessToken } from "./storage";

/**
 * A failed read of the address list: an expired session (a 401 for the token this browser still holds) goes to the
 * general handler, as every call's does (spec section 8); other failures too unless the caller shows its own.
 */
function addressReadFailed(error: unknown, quiet: boolean): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401) {
    if (getAccessToken()) handleApiError(error);
  } else if (!quiet) handleApiError(error);
}

/**
 * The signed-in shopper's saved addresses (`GET user/address`), primary first; `initial` (read by the page on the
 * server) spares the first request. `reload()` reads them again after a change; `quiet` keeps a failure (other than
 * an expired session) off the general handler, for a caller that shows it itself (`failed`).
 */
export function useAddresses({ initial, quiet = false }: { initial?: UserAddress[]; quiet?: boolean } = {}) {
  const { data, error, mutate } = useSWR<UserAddressList>(swrKey(ACCOUNT_PATHS.address), swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: isRetryable,
    onError: (e: unknown) => addressReadFailed(e, quiet),
    ...(initial ? { fallbackData: { user_addresses: initial }, revalidateOnMount: false } : {}),
  });
  return {
    addresses: data?.user_addresses ?? null,
    failed: Boolean(error),
    reload: async (): Promise<UserAddress[] | null> => (await mutate())?.user_addresses ?? null,
  };
}
