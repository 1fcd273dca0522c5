/** The account calls of spec section 7 (`user/*` and the home page's `newsletter`), typed by lib/domain/account/contract.ts. */
import useSWR from "swr";
import type { AddressCreated, UserAddress, UserAddressList } from "@/lib/domain/account/contract";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import type { AddressEditInput, AddressInput } from "@/lib/domain/account/address-inputs";
import type { ChangePasswordInput, ProfileInput } from "@/lib/domain/auth/inputs";
import { ApiError, handleApiError } from "./errors";
import { isRetryable, swrFetcher, swrKey } from "./fetcher";
import { api, type Callbacks } from "./request";
import { getAccessToken } from "./storage";

export const ACCOUNT_PATHS = {
  profile: "user/profile",
  changePassword: "user/change-password",
  address: "user/address",
  addressPrimary: "user/address-primary",
  addressDestination: "user/address-destination",
  newsletterSubscribe: "user/newsletter/subscribe",
  newsletterUnsubscribe: "user/newsletter/unsubscribe",
  newsletterSignUp: "newsletter",
} as const;

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

export function saveProfile(input: ProfileInput, callbacks: Callbacks<MessageResponse>) {
  return api.post<MessageResponse>(ACCOUNT_PATHS.profile, input, callbacks);
}

export function changePassword(input: ChangePasswordInput, callbacks: Callbacks<MessageResponse>) {
  return api.post<MessageResponse>(ACCOUNT_PATHS.changePassword, input, callbacks);
}

export function createAddress(input: AddressInput, callbacks: Callbacks<AddressCreated>) {
  return api.post<AddressCreated>(ACCOUNT_PATHS.address, input, callbacks);
}

export function updateAddress(input: AddressEditInput, callbacks: Callbacks<MessageResponse>) {
  return api.put<MessageResponse>(ACCOUNT_PATHS.address, input, callbacks);
}

/** The payload of a DELETE travels as query parameters. */
export function deleteAddress(addressId: number, callbacks: Callbacks<MessageResponse>) {
  return api.delete<MessageResponse>(ACCOUNT_PATHS.address, { user_address_id: addressId }, callbacks);
}

export function setPrimaryAddress(addressId: number, callbacks: Callbacks<MessageResponse>) {
  return api.post<MessageResponse>(ACCOUNT_PATHS.addressPrimary, { user_address_id: addressId }, callbacks);
}

/** The account page's toggle: subscribes or unsubscribes the shopper's own email. */
export function setNewsletterSubscription(subscribed: boolean, callbacks: Callbacks<MessageResponse>) {
  const path = subscribed ? ACCOUNT_PATHS.newsletterSubscribe : ACCOUNT_PATHS.newsletterUnsubscribe;
  return api.post<MessageResponse>(path, undefined, callbacks);
}

/** The home page's signup box (no sign-in needed). */
export function signUpForNewsletter(email: string, callbacks: Callbacks<MessageResponse>) {
  return api.post<MessageResponse>(ACCOUNT_PATHS.newsletterSignUp, { email }, callbacks);
}

/** POST user/address-destination: stores the courier destination the shopper confirmed for a saved address. */
export function confirmAddressDestination(
  addressId: number,
  destinationId: string,
  callbacks: Callbacks<AddressCreated>,
) {
  return api.post<AddressCreated>(
    ACCOUNT_PATHS.addressDestination,
    { user_address_id: addressId, courier_destination_id: destinationId },
    callbacks,
  );
}
