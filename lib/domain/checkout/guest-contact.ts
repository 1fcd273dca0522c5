/**
 * The guest's contact details. The delivery address is checked when the shopper continues from choose-address; the
 * email only at 'Go To Payment' (spec section 5: 'Please input your email address'), so it never blocks a step.
 */
import { guestAddressSchema, guestEmailSchema } from "@/lib/domain/account/address-inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";
import { CHECKOUT_MSG } from "./messages";

/** The guest's delivery address as the checkout form holds it (sent with checkout-trx). */
export interface GuestAddressDraft {
  address_recipient_name: string;
  address_recipient_phone: string;
  address_zip: string;
  address_street: string;
  province_id: string;
  city_id: string;
  subdistrict_id: string;
  address_notes: string;
  /** The courier destination the shopper confirmed for this district and zip, and its label as shown. */
  courier_destination_id: string;
  courier_destination_label: string;
}

export const emptyGuestAddress: GuestAddressDraft = {
  address_recipient_name: "",
  address_recipient_phone: "",
  address_zip: "",
  address_street: "",
  province_id: "",
  city_id: "",
  subdistrict_id: "",
  address_notes: "",
  courier_destination_id: "",
  courier_destination_label: "",
};

/** The fields a courier destination is confirmed for: changing one makes the shopper confirm it again. */
const DESTINATION_OF: readonly (keyof GuestAddressDraft)[] = [
  "province_id",
  "city_id",
  "subdistrict_id",
  "address_zip",
];

/** The draft with a change applied; a new district or zip drops the destination confirmed for the old one. */
export function patchGuestAddress(draft: GuestAddressDraft, patch: Partial<GuestAddressDraft>): GuestAddressDraft {
  const moved = DESTINATION_OF.some((k) => k in patch && patch[k] !== draft[k]);
  const next = { ...draft, ...patch };
  return moved && !("courier_destination_id" in patch)
    ? { ...next, courier_destination_id: "", courier_destination_label: "" }
    : next;
}

export interface ContactCheck {
  /** Field name → its first message (address fields or `guest_email`). */
  fields: Record<string, string>;
  /** The first message of all, for the toast; null when everything is valid. */
  message: string | null;
}

export function checkGuestEmail(email: string): ContactCheck {
  const parsed = guestEmailSchema.safeParse({ guest_email: email });
  if (parsed.success) return { fields: {}, message: null };
  const fields = fieldErrors(parsed.error);
  return { fields, message: fields.guest_email ?? null };
}

export function checkGuestAddress(address: GuestAddressDraft): ContactCheck {
  const parsed = guestAddressSchema.safeParse(address);
  if (parsed.success && !address.courier_destination_id) {
    const message = CHECKOUT_MSG.courierDestinationRequired;
    return { fields: { courier_destination_id: message }, message };
  }
  if (parsed.success) return { fields: {}, message: null };
  return { fields: fieldErrors(parsed.error), message: parsed.error.issues[0]?.message ?? null };
}
