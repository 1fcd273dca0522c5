/**
 * The account forms' input rules, checked in the browser before a call: the same zod schemas the API checks
 * (lib/domain/auth/inputs.ts, lib/domain/account/address-inputs.ts), with the common-password list. No page needs
 * them for its first paint, so `useForm` loads this module on a form's first use (a field focused or typed in, or the
 * first submit), not with the page.
 */
import type { z } from "zod";
import { addressEditSchema, addressSchema } from "@/lib/domain/account/address-inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  profileSchema,
  signInSchema,
  signUpSchema,
} from "@/lib/domain/auth/inputs";

const FORM_SCHEMAS = {
  signIn: signInSchema,
  signUp: signUpSchema,
  forgotPassword: forgotPasswordSchema,
  newPassword: newPasswordSchema,
  profile: profileSchema,
  changePassword: changePasswordSchema,
  address: addressSchema,
  addressEdit: addressEditSchema,
} as const;

export type FormName = keyof typeof FORM_SCHEMAS;
export type FormInput<K extends FormName> = z.output<(typeof FORM_SCHEMAS)[K]>;
export type FormCheck<K extends FormName> =
  { ok: true; data: FormInput<K> } | { ok: false; errors: Record<string, string> };

/** The parsed input, or each field's first message. */
export function checkForm<K extends FormName>(name: K, input: unknown): FormCheck<K> {
  const parsed = FORM_SCHEMAS[name].safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as FormInput<K> };
  return { ok: false, errors: fieldErrors(parsed.error) };
}
