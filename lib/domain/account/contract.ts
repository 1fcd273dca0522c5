/** The account domain's inputs and answers (spec sections 4 and 7, `user/*` and the home page's `newsletter`). */
import { z } from "zod";
import { messageResponseSchema } from "../api/message-response";
import { GENDERS } from "../constants";
import { MSG } from "../messages";
import { emailField } from "@/lib/domain/api/input-fields";

export const profileSchema = z.object({ name: z.string(), email: z.string(), gender: z.enum(GENDERS) });
export type Profile = z.infer<typeof profileSchema>;

/** `GET user/profile`. */
export const profileResponseSchema = z.object({ profile: profileSchema, newsletter_subscription: z.boolean() });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * A saved address as `GET user/address` sends it, primary first, with its region names. THE saved-address type of
 * the account pages and the checkout: `is_primary` is the wire's 0 or 1.
 */
export const userAddressSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  recipient_name: z.string(),
  recipient_phone: z.string(),
  recipient_zip: z.string(),
  address_street: z.string(),
  province_id: z.string(),
  city_id: z.string(),
  subdistrict_id: z.string(),
  province_name: z.string(),
  city_name: z.string(),
  subdistrict_name: z.string(),
  notes: z.string(),
  is_primary: z.union([z.literal(0), z.literal(1)]),
  /** The running courier's destination the shopper confirmed for this address; null until confirmed (ours). */
  courier_destination: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

/** `GET user/address`. */
export const userAddressListSchema = z.object({ user_addresses: z.array(userAddressSchema) });
export type UserAddressList = z.infer<typeof userAddressListSchema>;

/** `POST user/address`: the saved address comes back with its id. */
export const addressCreatedSchema = messageResponseSchema.extend({ user_address: userAddressSchema });
export type AddressCreated = z.infer<typeof addressCreatedSchema>;

/** `POST newsletter` from the home signup box. */
export const newsletterBody = z.object({ email: emailField(MSG.signIn.emailRequired) });
export type NewsletterBody = z.infer<typeof newsletterBody>;
