"use server";

import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { COOKIE_KEYS } from "@/lib/domain/constants";
import type { AuthFormState } from "@/lib/domain/form-state";
import { INTERNAL_ERROR_MESSAGE } from "../http/respond";
import { SESSION_COOKIE } from "./context";
import { isHttpsRequest } from "./cookie";
import { forgotPasswordFromForm, resetPasswordFromForm, signInFromForm, signUpFromForm, type FormPostOutcome } from "./form-posts";
import { SESSION_SECONDS } from "./sessions";

// The server actions behind the sign-in pages' <form>s: they work as plain HTML posts before hydration and with
// script off. Hydrated forms keep calling the JSON API (components/auth/*-form.tsx prevent the native submit).

/** The action's request as a Request, for the origin check and the cookie's Secure flag. */
async function currentRequest(): Promise<Request> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() || "http";
  return new Request(`${proto}://${host}/`, { method: "POST", headers: new Headers(h) });
}

async function run(name: string, post: (req: Request, form: FormData) => Promise<FormPostOutcome>, form: FormData): Promise<AuthFormState> {
  let outcome: FormPostOutcome;
  let req: Request;
  try {
    req = await currentRequest();
    outcome = await post(req, form);
  } catch (error) {
    console.error(`[auth] form post ${name} failed:`, error);
    return { values: {}, errors: {}, message: INTERNAL_ERROR_MESSAGE };
  }
  if ("state" in outcome) return outcome.state;
  const jar = await cookies();
  const common = { path: "/", sameSite: "lax" as const, secure: isHttpsRequest(req), maxAge: SESSION_SECONDS };
  jar.set(SESSION_COOKIE, outcome.session.token, { ...common, httpOnly: true });
  jar.set(COOKIE_KEYS.sessionHandoff, "1", common);
  redirect(outcome.redirectTo);
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
