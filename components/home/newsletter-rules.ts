import { z } from "zod";
import { MSG } from "@/lib/domain/messages";
import { emailField } from "@/lib/domain/schemas/common";

const newsletterSchema = z.object({ email: emailField(MSG.signIn.emailRequired) });

/** The signup box's check before it calls `POST newsletter`: the cleaned address, or the message to show. */
export function checkNewsletterEmail(raw: string): { ok: true; email: string } | { ok: false; message: string } {
  const parsed = newsletterSchema.safeParse({ email: raw });
  if (parsed.success) return { ok: true, email: parsed.data.email };
  return { ok: false, message: parsed.error.issues[0]?.message ?? MSG.extra.emailInvalid };
}
