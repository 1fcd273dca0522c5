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

export type AuthFormAction = (previous: AuthFormState, form: FormData) => Promise<AuthFormState>;

/** The text fields of a posted form, as strings (files and missing fields become ''). */
export function formText(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
