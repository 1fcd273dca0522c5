/**
 * The account calls of spec section 7 (`user/*` and the home page's `newsletter`), typed by
 * lib/domain/account/contract.ts. The saved addresses are read with SWR in ./addresses.ts, so the pages that only
 * send a form (the home page's newsletter box among them) load no SWR.
 */
import type { AddressCreated } from "@/lib/domain/account/contract";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import type { AddressEditInput, AddressInput } from "@/lib/domain/account/address-inputs";
import type { ChangePasswordInput, ProfileInput } from "@/lib/domain/auth/inputs";
import { api, type Callbacks } from "./request";

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
