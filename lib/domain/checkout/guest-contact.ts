/**
 * The guest's contact details. The delivery address is checked when the shopper continues from choose-address; the
 * email only at 'Go To Payment' (spec section 5: 'Please input your email address'), so it never blocks a step.
 */
import { guestAddressSchema, guestEmailSchema } from "@/lib/domain/account/address-inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";
import type { GuestAddressDraft } from "./guest-address";

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
  if (parsed.success) return { fields: {}, message: null };
  return { fields: fieldErrors(parsed.error), message: parsed.error.issues[0]?.message ?? null };
}
