import "server-only";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { consume, tooMany } from "../limits";
import { fail, type Failure } from "../result";

/** Sign-in, sign-up and forgot-password requests per client address (`RATE_LIMIT_AUTH`); null when allowed. */
export async function authGate(client: string): Promise<{ ok: false; error: Failure } | null> {
  const verdict = await consume("auth", [client]);
  return verdict.ok ? null : tooMany(verdict, LIMIT_MSG.tooMany);
}

/** The password-hashing queue is full (lib/server/auth/password.ts). */
export function busy(): { ok: false; error: Failure } {
  const refusal = fail(429, LIMIT_MSG.busy);
  refusal.error.retryAfter = 1;
  return refusal;
}
