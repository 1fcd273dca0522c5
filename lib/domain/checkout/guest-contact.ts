/**
 * The guest's contact details, checked where the wizard asks for them: the delivery address together with the
 * email (choose-address), or the email alone (choose-showroom for a pickup). The payment step checks the email again.
 */
import { guestAddressSchema, guestEmailSchema } from '../schemas/address';
import { fieldErrors } from '../schemas/common';
import type { GuestAddressDraft } from './api-types';

export interface ContactCheck {
  /** Field name → its first message (address fields and `guest_email`). */
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

export function checkGuestContact(address: GuestAddressDraft, email: string): ContactCheck {
  const parsed = guestAddressSchema.safeParse(address);
  const addressFields = parsed.success ? {} : fieldErrors(parsed.error);
  const emailCheck = checkGuestEmail(email);
  const fields = { ...addressFields, ...emailCheck.fields };
  const first = parsed.success ? emailCheck.message : (parsed.error.issues[0]?.message ?? emailCheck.message);
  return { fields, message: first };
}
