/** Sign in, sign up, profile and change-password inputs (spec section 5; API fields of section 7). */
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../constants";
import { MSG, tooLongMessage } from "../messages";
import { COMMON_PASSWORDS } from "@/lib/domain/auth/common-passwords";
import { emailField, genderField, passwordField, requiredText } from "@/lib/domain/api/input-fields";
import { LIMITS } from "@/lib/domain/api/limits";
import { RESET_LINK_INVALID } from "./messages";

const COMMON = new Set(COMMON_PASSWORDS);

/** Ours, on top of the spec's rules: a new password is not only spaces and not one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}

/** A new password (sign-up, reset, change): the spec's required and 8-minimum messages, then our two rules. */
function newPasswordField(required: string) {
  return passwordField(required)
    .min(PASSWORD_MIN, { error: MSG.signUp.passwordTooShort, abort: true })
    .refine((value) => value.trim() !== "", { error: MSG.extra.passwordBlank, abort: true })
    .refine((value) => !isCommonPassword(value), { error: MSG.extra.passwordCommon });
}

/** Runs a cross-field check only once both fields hold text, so a missing field reports only its own message. */
function bothFilled(a: string, b: string) {
  return (payload: { value: unknown }) => {
    const value = payload.value;
    if (typeof value !== "object" || value === null) return false;
    const record = value as Record<string, unknown>;
    return typeof record[a] === "string" && typeof record[b] === "string" && record[b] !== "";
  };
}

export const signInSchema = z.object({
  email: emailField(MSG.signIn.emailRequired),
  password: passwordField(MSG.signIn.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z
  .object({
    name: requiredText(MSG.signUp.nameRequired, LIMITS.name, "Name"),
    gender: genderField(MSG.signUp.genderRequired),
    email: emailField(MSG.signUp.emailRequired),
    password: newPasswordField(MSG.signUp.passwordRequired),
    password_conf: passwordField(MSG.signUp.passwordConfRequired),
  })
  .refine((input) => input.password === input.password_conf, {
    error: MSG.signUp.passwordConfMismatch,
    path: ["password_conf"],
    when: bothFilled("password", "password_conf"),
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const profileSchema = z.object({
  name: requiredText(MSG.profile.nameRequired, LIMITS.name, "Name"),
  gender: genderField(MSG.profile.genderRequired),
  email: emailField(MSG.profile.emailRequired),
  /** Ours: needed only when the email changes (the server checks it; the form shows the field then). */
  current_password: z
    .string({ error: MSG.extra.currentPasswordRequired })
    .max(PASSWORD_MAX, { error: tooLongMessage("Password", PASSWORD_MAX) })
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .object({
    old_password: passwordField(MSG.changePassword.oldRequired),
    new_password: newPasswordField(MSG.changePassword.newRequired),
    new_password_conf: passwordField(MSG.changePassword.newConfRequired),
  })
  .refine((input) => input.new_password === input.new_password_conf, {
    error: MSG.changePassword.mismatch,
    path: ["new_password_conf"],
    when: bothFilled("new_password", "new_password_conf"),
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST auth/forgot-password. */
export const forgotPasswordSchema = z.object({
  email: emailField(MSG.signIn.emailRequired),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The new password of /reset-password: the sign-up password rules (8 minimum, confirmation must match). */
export const newPasswordSchema = z
  .object({
    password: newPasswordField(MSG.signUp.passwordRequired),
    password_conf: passwordField(MSG.signUp.passwordConfRequired),
  })
  .refine((input) => input.password === input.password_conf, {
    error: MSG.signUp.passwordConfMismatch,
    path: ["password_conf"],
    when: bothFilled("password", "password_conf"),
  });

/** Ours: a reset link that is missing, used or older than one hour. */

/** POST auth/reset-password: the mailed token plus the new password. */
export const resetPasswordSchema = z.intersection(
  z.object({
    token: z
      .string({ error: RESET_LINK_INVALID })
      .min(1, { error: RESET_LINK_INVALID })
      .max(200, { error: RESET_LINK_INVALID }),
  }),
  newPasswordSchema,
);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
