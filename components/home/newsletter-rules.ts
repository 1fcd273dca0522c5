import { MSG, tooLongMessage } from "@/lib/domain/messages";

// The same rules as emailField (lib/domain/api/input-fields.ts), as a small pure check: the server validates with the
// schema anyway, and the home page's box needs no more than this. The pattern is zod's own email pattern.
export const EMAIL_MAX = 254;
/** The too-long message, which the box shows through the errors namespace's template. */
export const emailTooLong = tooLongMessage("Email", EMAIL_MAX);
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The signup box's check before it calls `POST newsletter`: the cleaned address, or the message to show. */
export function checkNewsletterEmail(raw: string): { ok: true; email: string } | { ok: false; message: string } {
  const trimmed = raw.trim();
  if (trimmed === "") return { ok: false, message: MSG.signIn.emailRequired };
  if (trimmed.length > EMAIL_MAX) return { ok: false, message: emailTooLong };
  const email = trimmed.toLowerCase();
  return EMAIL.test(email) ? { ok: true, email } : { ok: false, message: MSG.extra.emailInvalid };
}
