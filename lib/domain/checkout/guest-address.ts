/**
 * The guest's delivery address as the checkout holds it, and how a change applies to it. Kept apart from the checks
 * (./guest-contact.ts, the API's zod schemas), which the checkout loads only when a guest needs them.
 */

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
