"use client";

/**
 * The signed-in shopper's saved addresses (`GET user/address`, primary first), one SWR key shared by the address
 * book and the checkout's picker.
 */
import useSWR from "swr";
import type { UserAddress, UserAddressList } from "@/lib/domain/account/contract";
import { ACCOUNT_PATHS } from "./account";
import { readOptions, reportReadError, swrFetcher } from "./fetcher";

/**
 * `initial` (read by the page on the server) is the list until a change; `reload()` reads it again after one.
 * `quiet` keeps a failure (other than an expired session) off the general handler, for a caller that shows it
 * itself (`failed`).
 */
export function useAddresses({ initial, quiet = false }: { initial?: UserAddress[]; quiet?: boolean } = {}) {
  const { data, error, mutate } = useSWR<UserAddressList>(ACCOUNT_PATHS.address, swrFetcher, {
    ...readOptions,
    ...(initial ? { fallbackData: { user_addresses: initial }, revalidateOnMount: false } : {}),
    onError: (failure) => reportReadError(failure, quiet),
  });
  const reload = async (): Promise<UserAddress[] | null> => (await mutate())?.user_addresses ?? null;
  return { addresses: data?.user_addresses ?? null, failed: Boolean(error), reload };
}
