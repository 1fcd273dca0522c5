/** Saved addresses (new and edit forms) and the guest delivery address at checkout (spec section 5). */
import { z } from "zod";
import { MSG } from "../messages";
import { POSTAL_CODE, normalizeIndonesianPhone } from "../phone";
import { emailField, numericId, optionalText, regionId, requiredText } from "@/lib/domain/api/input-fields";
import { LIMITS } from "@/lib/domain/api/limits";

const A = MSG.address;

/** An Indonesian number typed as 08…, 628… or +62…, stored as +62… (lib/domain/phone.ts). */
function phoneField() {
  return requiredText(A.recipientPhoneRequired, LIMITS.phone, "Recipient phone")
    .refine((value) => normalizeIndonesianPhone(value) !== null, { error: MSG.extra.phoneInvalid, abort: true })
    .transform((value) => normalizeIndonesianPhone(value) ?? value);
}

/** Five digits; required on saved addresses (with the form's own spelling), optional for a guest. */
function zipField(required: string) {
  return requiredText(required, LIMITS.zip, "Recipient zipcode").regex(POSTAL_CODE, { error: MSG.extra.zipInvalid });
}

/** A postal code that may be left empty (a guest's; the courier destination lookup's). */
export const optionalZip = optionalText(LIMITS.zip, "Recipient zipcode").refine(
  (value) => value === "" || POSTAL_CODE.test(value),
  {
    error: MSG.extra.zipInvalid,
  },
);

/** The courier's destination id the shopper confirmed for the address (docs/providers.md); may be absent. */
export const courierDestinationIdField = optionalText(64, "Courier destination");

const regionFields = {
  province_id: regionId("province", A.provinceRequired),
  city_id: regionId("city", A.cityRequired),
  subdistrict_id: regionId("subdistrict", A.subdistrictRequired),
};

function savedAddressFields(zipRequired: string) {
  return {
    address_label: requiredText(A.labelRequired, LIMITS.label, "Address label"),
    recipient_name: requiredText(A.recipientNameRequired, LIMITS.name, "Recipient name"),
    recipient_phone: phoneField(),
    recipient_zip: zipField(zipRequired),
    address_street: requiredText(A.streetRequired, LIMITS.street, "Address street"),
    ...regionFields,
    address_notes: optionalText(LIMITS.notes, "Address notes"),
    courier_destination_id: courierDestinationIdField,
  };
}

/** POST user/address. */
export const addressSchema = z.object(savedAddressFields(A.recipientZipRequired));
export type AddressInput = z.infer<typeof addressSchema>;

export const userAddressIdField = numericId(MSG.extra.addressInvalid);

/** PUT user/address: the edit form spells 'zipcode' in lower case. */
export const addressEditSchema = z.object({
  ...savedAddressFields(A.recipientZipRequiredEdit),
  user_address_id: userAddressIdField,
});
export type AddressEditInput = z.infer<typeof addressEditSchema>;

/** DELETE user/address and POST user/address-primary. */
export const addressIdSchema = z.object({ user_address_id: userAddressIdField });

/** POST user/address-destination: the courier destination a shopper confirms for a saved address (one saved before couriers had ids, at checkout). */
export const addressDestinationSchema = z.object({
  user_address_id: userAddressIdField,
  courier_destination_id: requiredText(
    "Please confirm the courier's destination for this address.",
    64,
    "Courier destination",
  ),
});
export type AddressDestinationInput = z.infer<typeof addressDestinationSchema>;

/** The guest's typed delivery address, with the checkout-trx field names; the zip may be left empty (spec). */
export const guestAddressSchema = z.object({
  address_recipient_name: requiredText(A.recipientNameRequired, LIMITS.name, "Recipient name"),
  address_recipient_phone: phoneField(),
  address_zip: optionalZip,
  address_street: requiredText(A.streetRequired, LIMITS.street, "Address street"),
  ...regionFields,
  address_notes: optionalText(LIMITS.notes, "Address notes"),
  courier_destination_id: courierDestinationIdField,
});
export type GuestAddressInput = z.infer<typeof guestAddressSchema>;

export const guestEmailSchema = z.object({
  guest_email: emailField(MSG.checkout.guestEmailRequired),
});
export type GuestEmailInput = z.infer<typeof guestEmailSchema>;
