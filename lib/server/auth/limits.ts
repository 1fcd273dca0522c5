import "server-only";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { consume, peek, penalize, tooMany } from "../limits";
import { fail, type Failure } from "../result";

/** Sign-in, sign-up and forgot-password requests per client address (`RATE_LIMIT_AUTH`); null when allowed. */
export async function authGate(client: string): Promise<{ ok: false; error: Failure } | null> {
  const verdict = await consume("auth", [client]);
  return verdict.ok ? null : tooMany(verdict, LIMIT_MSG.tooMany);
}

/**
 * "This email is already taken" tells whether an account exists, so its answers are limited (`signUpTaken`, per client
 * address, shared by sign-up and the profile's email change; the profile also per account): each key is a separate
 * count. Null when allowed.
 */
export async function emailTakenGate(keys: readonly string[]): Promise<{ ok: false; error: Failure } | null> {
  for (const key of keys) {
    const verdict = await peek("signUpTaken", [key]);
    if (!verdict.ok) return tooMany(verdict, LIMIT_MSG.tooMany);
  }
  return null;
}

/** Counts one "already taken" answer against each key of emailTakenGate. */
export async function countEmailTaken(keys: readonly string[]): Promise<void> {
  for (const key of keys) await penalize("signUpTaken", [key]);
}

/** The password-hashing queue is full (lib/server/auth/password.ts). */
export function busy(): { ok: false; error: Failure } {
  const refusal = fail(429, LIMIT_MSG.busy);
  refusal.error.retryAfter = 1;
  return refusal;
}
