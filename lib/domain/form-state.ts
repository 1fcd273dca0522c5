/**
 * What a sign-in page's form shows after the server handled it as a plain HTML post (JavaScript off, or sent before
 * hydration): the values to put back (never passwords), each field's message, a message for the whole form, or the
 * notice of a finished request. null: nothing was posted yet.
 */
export type AuthFormState = {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A failure that belongs to no field (wrong password, too many attempts, another site). */
  message?: string;
  /** The answer of a request that is done (reset link sent, password reset). */
  done?: string;
} | null;

/**
 * The cookie that carries a plain post's outcome to the page it redirects back to (post, redirect, get): one form's
 * state for one page view. proxy.ts deletes it from the answer of the page that shows it.
 */
export const FORM_FLASH_COOKIE = "form_flash";
/** The request header proxy.ts hands that cookie's value to the page in (a cookie deleted by the proxy is gone for the page too). */
export const FORM_FLASH_HEADER = "x-form-flash";

export type AuthFormAction = (previous: AuthFormState, form: FormData) => Promise<AuthFormState>;

/** The text fields of a posted form, as strings (files and missing fields become ''). */
export function formText(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
