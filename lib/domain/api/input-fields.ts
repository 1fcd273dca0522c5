/** Building blocks of the form and API schemas: trimmed, length-capped fields that fail with the spec's words. */
import { z } from "zod";
import { PASSWORD_MAX } from "../constants";
import { MSG, tooLongMessage } from "../messages";
import { LIMITS, MAX_INT_ID } from "./limits";

// In the browser zod would probe `new Function` for its fast path; the Content-Security-Policy forbids eval, so the
// probe would only raise a CSP violation. The server keeps the fast path.
if (typeof window !== "undefined") z.config({ jitless: true });

/** A required text: trimmed, non-empty (else `required`), at most `max` characters. */
export function requiredText(required: string, max: number, label: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLongMessage(label, max) });
}

/** An optional text: trimmed, '' when absent or null, at most `max` characters. */
export function optionalText(max: number, label: string) {
  return z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string()
      .trim()
      .max(max, { error: tooLongMessage(label, max) }),
  );
}

/** A required e-mail address, trimmed and lower-cased. */
export function emailField(required: string) {
  return requiredText(required, LIMITS.email, "Email")
    .toLowerCase()
    .pipe(z.email({ error: MSG.extra.emailInvalid }));
}

/**
 * A positive integer id sent as a number or a string of digits (forms and query strings send strings).
 * Anything else, including '', 1.5 and '1e3', fails with `message`.
 */
export function numericId(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_INT_ID, { error: message }),
  );
}

const REGION_CODE = {
  province: /^\d{2}$/,
  city: /^\d{2}\.\d{2}$/,
  subdistrict: /^\d{2}\.\d{2}\.\d{2}$/,
} as const;

/** An official Indonesian area code ("32", "32.73", "32.73.01"); a plain number is read as its digits. */
export function regionId(level: keyof typeof REGION_CODE, message: string) {
  return z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z.string({ error: message }).trim().regex(REGION_CODE[level], { error: message }),
  );
}

export const genderField = (message: string) => z.enum(["MALE", "FEMALE"], { error: message });

/** A password is never trimmed: spaces are part of it. */
export function passwordField(required: string) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .max(PASSWORD_MAX, { error: tooLongMessage("Password", PASSWORD_MAX) });
}

export const deviceIdField = z
  .string({ error: MSG.extra.deviceInvalid })
  .trim()
  .pipe(z.uuid({ error: MSG.extra.deviceInvalid }));

/** `{ field: firstMessage }` for a form or a 400 body; issues without a path go under '_form'. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "";
}
