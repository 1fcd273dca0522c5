import "server-only";
import { cookies, headers } from "next/headers";
import { z } from "zod";
import { resolveMessage } from "@/lib/domain/api/codes";
import { FORM_FLASH_COOKIE, FORM_FLASH_HEADER, type AuthFormState } from "@/lib/domain/form-state";
import { messagesFor } from "@/lib/i18n/catalogues";
import type { Locale } from "@/lib/i18n/config";
import { translateWith } from "@/lib/i18n/localize";

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

const flashValue = (form: string, state: NonNullable<AuthFormState>) =>
  Buffer.from(JSON.stringify({ form, state })).toString("base64url");

/** Keeps a form's outcome for the next page view (never a password: the values put back never include one). */
export async function flashFormState(form: string, state: NonNullable<AuthFormState>, secure: boolean): Promise<void> {
  const value = flashValue(form, state);
  (await cookies()).set(FORM_FLASH_COOKIE, value, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FLASH_SECONDS,
  });
}

/**
 * The same kept outcome as a Set-Cookie header, for a form route that answers with its own redirect (the cards'
 * wishlist heart sends a guest to sign-in with the spec's message: lib/server/wishlist/heart-form.ts).
 */
export function formFlashCookie(form: string, state: NonNullable<AuthFormState>, secure: boolean): string {
  const attributes = `Path=/; Max-Age=${FLASH_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return `${FORM_FLASH_COOKIE}=${flashValue(form, state)}; ${attributes}`;
}

/**
 * A kept outcome's messages in the page's language, translated here with the whole code tree: the browser's first
 * load resolves only the spec's own texts (lib/i18n/localize.ts), and the page must read the same with or without
 * script.
 */
export function localizedFormState(state: NonNullable<AuthFormState>, lang: Locale): NonNullable<AuthFormState> {
  const errors = messagesFor(lang).errors;
  const local = (text: string) => translateWith(errors, text, lang, resolveMessage);
  const fields = Object.fromEntries(Object.entries(state.errors).map(([name, text]) => [name, local(text)]));
  return {
    values: state.values,
    errors: fields,
    ...(state.message !== undefined && { message: local(state.message) }),
    ...(state.done !== undefined && { done: local(state.done) }),
  };
}

/**
 * The outcome kept for this form, if this page view carries one, in the page's language: proxy.ts moves the cookie
 * into a request header and deletes the cookie (checked here: it comes from the browser).
 */
export async function takeFormState(form: string, lang: Locale): Promise<AuthFormState> {
  const raw = (await headers()).get(FORM_FLASH_HEADER);
  if (!raw) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success && parsed.data.form === form ? localizedFormState(parsed.data.state, lang) : null;
  } catch {
    return null;
  }
}
