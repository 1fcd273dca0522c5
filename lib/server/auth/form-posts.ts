import "server-only";
import type { z } from "zod";
import { formText, type AuthFormState } from "@/lib/domain/form-state";
import { safeNext } from "@/lib/domain/safe-next";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/domain/auth/inputs";
import { fieldErrors } from "@/lib/domain/api/input-fields";
import { CROSS_SITE_MESSAGE, isCrossSiteWrite } from "../http/origin";
import type { Failure } from "../result";
import { requestClient } from "../http/request-client";
import { requestLang } from "../http/request-lang";
import { authGate } from "./limits";
import { signIn, signUp } from "./accounts";
import { signInBody, signUpBody } from "@/lib/domain/auth/contract";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { siteOrigin } from "./respond";
import type { NewSession } from "./sessions";

/**
 * The sign-in pages' forms posted as plain HTML (script off, or sent before hydration): the same schemas, services
 * and answers as the JSON API, as the state the page shows next to the form, or the session to set and where to go.
 * Typed values come back so the shopper need not type them again; passwords never do.
 */
export type FormPostOutcome = { state: AuthFormState } | { session: NewSession; redirectTo: string };

const refused = (): FormPostOutcome => ({ state: { values: {}, errors: {}, message: CROSS_SITE_MESSAGE } });

function invalid(values: Record<string, string>, error: z.ZodError): FormPostOutcome {
  return { state: { values, errors: fieldErrors(error) } };
}

function failed(values: Record<string, string>, failure: Failure): FormPostOutcome {
  return { state: { values, errors: failure.fields ?? {}, message: failure.message } };
}

export async function signInFromForm(req: Request, form: FormData): Promise<FormPostOutcome> {
  if (isCrossSiteWrite(req)) return refused();
  const raw = formText(form, ["email", "password", "next"]);
  const kept = { email: raw.email };
  const input = signInBody.safeParse({ email: raw.email, password: raw.password });
  if (!input.success) return invalid(kept, input.error);
  const result = await signIn(input.data, requestClient(req.headers), requestLang(req.headers, form.get("lang")));
  return result.ok ? { session: result.data, redirectTo: safeNext(raw.next) } : failed(kept, result.error);
}

export async function signUpFromForm(req: Request, form: FormData): Promise<FormPostOutcome> {
  if (isCrossSiteWrite(req)) return refused();
  const raw = formText(form, ["name", "gender", "email", "password", "password_conf"]);
  const kept = { name: raw.name, gender: raw.gender, email: raw.email };
  const input = signUpBody.safeParse({ ...raw, gender: raw.gender || undefined });
  if (!input.success) return invalid(kept, input.error);
  const result = await signUp(input.data, requestClient(req.headers), requestLang(req.headers, form.get("lang")));
  return result.ok ? { session: result.data, redirectTo: "/" } : failed(kept, result.error);
}

export async function forgotPasswordFromForm(req: Request, form: FormData): Promise<FormPostOutcome> {
  if (isCrossSiteWrite(req)) return refused();
  const kept = formText(form, ["email"]);
  const input = forgotPasswordSchema.safeParse(kept);
  if (!input.success) return invalid(kept, input.error);
  const gate = await authGate(requestClient(req.headers));
  if (gate) return failed(kept, gate.error);
  const result = await requestPasswordReset(input.data.email, siteOrigin(req));
  return result.ok ? { state: { values: kept, errors: {}, done: result.data.message } } : failed(kept, result.error);
}

export async function resetPasswordFromForm(req: Request, form: FormData): Promise<FormPostOutcome> {
  if (isCrossSiteWrite(req)) return refused();
  const input = resetPasswordSchema.safeParse(formText(form, ["token", "password", "password_conf"]));
  if (!input.success) return invalid({}, input.error);
  const result = await resetPassword(input.data);
  return result.ok ? { state: { values: {}, errors: {}, done: result.data.message } } : failed({}, result.error);
}
