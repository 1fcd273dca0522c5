import "server-only";
import { cookies, headers } from "next/headers";
import { z } from "zod";
import { FORM_FLASH_COOKIE, FORM_FLASH_HEADER, type AuthFormState } from "@/lib/domain/form-state";

/**
 * A sign-in page form posted without JavaScript (or before hydration) answers with a redirect back to its page, and
 * the outcome travels in a short-lived cookie (post, redirect, get). Rendering the outcome into the post's own answer
 * is what React's form state would do, but with Cache Components Next answers a plain form post with the page's
 * prerendered HTML, without that state (vercel/next.js#97784). A reload after the redirect does not post again.
 */
const FLASH_SECONDS = 60;
const MAX_TEXT = 500;

const text = z.string().max(MAX_TEXT);
const flashSchema = z.object({
  form: z.string().max(40),
  state: z.object({
    values: z.record(z.string().max(40), text),
    errors: z.record(z.string().max(40), text),
    message: text.optional(),
    done: text.optional(),
  }),
});

/** Keeps a form's outcome for the next page view (never a password: the values put back never include one). */
export async function flashFormState(form: string, state: NonNullable<AuthFormState>, secure: boolean): Promise<void> {
  const value = Buffer.from(JSON.stringify({ form, state })).toString("base64url");
  (await cookies()).set(FORM_FLASH_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FLASH_SECONDS,
  });
}

/**
 * The outcome kept for this form, if this page view carries one: proxy.ts moves the cookie into a request header
 * and deletes the cookie (checked here: it comes from the browser).
 */
export async function takeFormState(form: string): Promise<AuthFormState> {
  const raw = (await headers()).get(FORM_FLASH_HEADER);
  if (!raw) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success && parsed.data.form === form ? parsed.data.state : null;
  } catch {
    return null;
  }
}
