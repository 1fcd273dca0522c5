import "server-only";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { peek, penalize, takePoint, tooMany } from "../limits";
import type { Failure } from "../result";

/**
 * The per-email bound on sign-ins checked at once (issue #34, point 3). The email-alone slow-down (throttle.ts)
 * delays each attempt but, alone, let any number run side by side: 20 parallel guesses from 20 addresses were all
 * checked. Now an attempt from an address the email was never signed in from takes one of the email's slots
 * (`signInInFlight`, 2) in the shared store for as long as it is being slowed and checked, and is refused (429) when
 * none is free, however many arrive at once. The owner is not locked out by a stranger: an address the email signed
 * in or signed up from within 30 days (`signInKnownAddress`) needs no slot, as today, and its attempts are bounded by
 * the per-address-and-email limit (`signIn`).
 */
export type SignInEntry = { ok: true; leave: () => Promise<void> } | { ok: false; error: Failure };

const nothingToLeave = async () => {};

export async function enterSignIn(client: string, email: string): Promise<SignInEntry> {
  const known = await peek("signInKnownAddress", [client, email]);
  if (!known.ok) return { ok: true, leave: nothingToLeave };
  // Released into the window that counted it only (limits' takePoint): an attempt that outlives the window must not
  // leave the next one below zero, or the bound would grow with every slow attempt under a sustained burst.
  const slot = await takePoint("signInInFlight", [email]);
  if (!slot.verdict.ok) {
    // The refused attempt's point goes straight back: only attempts being checked hold a slot.
    await slot.release();
    // Sign-in's one refusal message, so a refused attempt tells nothing more than a locked one.
    return tooMany({ retryAfter: 1 }, AUTH_MSG.throttled);
  }
  return { ok: true, leave: slot.release };
}

/** Marks the address an email has just signed in or signed up from as its owner's. */
export async function rememberSignInAddress(client: string, email: string): Promise<void> {
  const mark = await peek("signInKnownAddress", [client, email]);
  if (mark.ok) await penalize("signInKnownAddress", [client, email]);
}
