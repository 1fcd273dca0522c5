"use server";

import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { COOKIE_KEYS } from "@/lib/domain/constants";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import type { AuthFormState } from "@/lib/domain/form-state";
import { INTERNAL_ERROR_MESSAGE } from "../http/respond";
import { SESSION_COOKIE } from "./context";
import { isHttpsRequest } from "./cookie";
import { flashFormState } from "./form-flash";
import {
  forgotPasswordFromForm,
  resetPasswordFromForm,
  signInFromForm,
  signUpFromForm,
  type FormPostOutcome,
} from "./form-posts";
import { SESSION_SECONDS } from "./sessions";

// The server actions behind the sign-in pages' <form>s: they work as plain HTML posts before hydration and with
// script off, and answer with a redirect (to the next page, or back to the form with its outcome: form-flash.ts).
// Hydrated forms keep calling the JSON API (components/auth/*-form.tsx prevent the native submit).

/** The action's request as a Request, for the origin check and the cookie's Secure flag. */
async function currentRequest(): Promise<Request> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return new Request(`${proto}://${host}/`, { method: "POST", headers: new Headers(h) });
}

/** Each form's page, where its outcome is shown after the redirect. */
const FORM_PAGES = {
  "sign-in": "/sign-in",
  "sign-up": "/sign-up",
  "forgot-password": "/forgot-password",
  "reset-password": "/reset-password",
} as const;
type FormName = keyof typeof FORM_PAGES;

/**
 * The page the form was posted from, when it is this shop's form page in the form's language (sign-in keeps its
 * `next`); else the form's page. The reset page sends no path in its Referer (its URL holds the token), so it comes back to its token's page.
 */
async function backToForm(req: Request, name: FormName, form: FormData): Promise<string> {
  const page = localHref(formLang(form), FORM_PAGES[name]);
  const token = form.get("token");
  if (name === "reset-password" && typeof token === "string" && token)
    return `${page}?token=${encodeURIComponent(token)}`;
  const referer = (await headers()).get("referer");
  if (!referer) return page;
  try {
    const from = new URL(referer);
    return from.host === new URL(req.url).host && from.pathname === page ? `${from.pathname}${from.search}` : page;
  } catch {
    return page;
  }
}

/** The language of the page the form was posted from (its hidden `lang` field): where the answer goes. */
function formLang(form: FormData): Locale {
  const lang = form.get("lang");
  return toLocale(typeof lang === "string" ? lang : null);
}

async function run(
  name: FormName,
  post: (req: Request, form: FormData) => Promise<FormPostOutcome>,
  form: FormData,
): Promise<AuthFormState> {
  const req = await currentRequest();
  let outcome: FormPostOutcome;
  try {
    outcome = await post(req, form);
  } catch (error) {
    console.error(`[auth] form post ${name} failed:`, error);
    outcome = { state: { values: {}, errors: {}, message: INTERNAL_ERROR_MESSAGE } };
  }
  if ("state" in outcome) {
    if (outcome.state) await flashFormState(name, outcome.state, isHttpsRequest(req));
    redirect(await backToForm(req, name, form));
  }
  const jar = await cookies();
  const common = { path: "/", sameSite: "lax" as const, secure: isHttpsRequest(req), maxAge: SESSION_SECONDS };
  jar.set(SESSION_COOKIE, outcome.session.token, { ...common, httpOnly: true });
  jar.set(COOKIE_KEYS.sessionHandoff, "1", common);
  redirect(localHref(formLang(form), outcome.redirectTo));
}

export async function signInAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  return run("sign-in", signInFromForm, form);
}

export async function signUpAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  return run("sign-up", signUpFromForm, form);
}

export async function forgotPasswordAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  return run("forgot-password", forgotPasswordFromForm, form);
}

export async function resetPasswordAction(_previous: AuthFormState, form: FormData): Promise<AuthFormState> {
  return run("reset-password", resetPasswordFromForm, form);
}
