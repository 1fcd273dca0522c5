import "server-only";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { consume, peek, tooMany, type Verdict } from "../limits";
import { fail, type Failure } from "../result";

/** Sign-in, sign-up and forgot-password requests per client address (`RATE_LIMIT_AUTH`); null when allowed. */
export async function authGate(client: string): Promise<{ ok: false; error: Failure } | null> {
  const verdict = await consume("auth", [client]);
  return verdict.ok ? null : tooMany(verdict, LIMIT_MSG.tooMany);
}

/**
 * "This email is already taken" tells whether an account exists, so its answers are limited (`signUpTaken`, per client
 * address, shared by sign-up and the profile's email change; the profile also per account): each key is a separate
 * count. emailTakenGate refuses early, before any work, a client whose answers are used up; null when allowed.
 */
export async function emailTakenGate(keys: readonly string[]): Promise<{ ok: false; error: Failure } | null> {
  for (const key of keys) {
    const verdict = await peek("signUpTaken", [key]);
    if (!verdict.ok) return tooMany(verdict, LIMIT_MSG.tooMany);
  }
  return null;
}

/**
 * The answer to a request whose email is taken: one point is counted against each key first, atomically, and the 409
 * is given only while every key still had one, otherwise 429. Parallel probes cannot all pass the gate before any is
 * counted (before: 10 at once from one client, limit 3, got 10 × 409).
 */
export async function answerEmailTaken(
  keys: readonly string[],
  taken: () => { ok: false; error: Failure },
): Promise<{ ok: false; error: Failure }> {
  let refused: Extract<Verdict, { ok: false }> | null = null;
  for (const key of keys) {
    const verdict = await consume("signUpTaken", [key]);
    if (!verdict.ok) refused ??= verdict;
  }
  return refused ? tooMany(refused, LIMIT_MSG.tooMany) : taken();
}

/** The password-hashing queue is full (lib/server/auth/password.ts). */
export function busy(): { ok: false; error: Failure } {
  const refusal = fail(429, LIMIT_MSG.busy);
  refusal.error.retryAfter = 1;
  return refusal;
}
