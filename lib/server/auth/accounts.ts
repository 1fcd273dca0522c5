import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { mergeDeviceCartIntoAccount } from "./cart-merge";
import { isUniqueViolation } from "@/lib/db/errors";
import { fail, ok, type Result } from "../result";
import type { SignInBody, SignUpBody } from "@/lib/domain/auth/contract";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { consume, peek, penalize, reward, tooMany } from "../limits";
import { answerEmailTaken, authGate, busy, emailTakenGate } from "./limits";
import { signInPasswordMatches } from "./account-password";
import { enterSignIn, rememberSignInAddress } from "./sign-in-guard";
import { HashingBusyError, hashPassword } from "./password";
import { createSession, type NewSession } from "./sessions";
import { clearSignInFailures, recordSignInFailure, slowDownSignIn } from "./throttle";

export interface SignedIn extends NewSession {
  userId: number;
}

/** The device's guest cart joins the account, when the request holds the device's key (`keyHash`, cart/device-key.ts). */
async function joinGuestCart(userId: number, deviceId: string | undefined, keyHash: string | null): Promise<void> {
  if (deviceId) await mergeDeviceCartIntoAccount(userId, deviceId, keyHash);
}

const emailTaken = () => fail(409, AUTH_MSG.emailTaken, { email: AUTH_MSG.emailTaken });

/**
 * `POST auth/sign-up`: a new account, signed in at once. `client` is the request's address (requestClient): its
 * "already exists" answers are limited, so sign-up cannot list which emails have accounts. `lang` is the request's
 * interface language (requestLang), kept with the account for its mails; English when the request names none.
 * `deviceKeyHash` is the device key the request holds (heldDeviceKeyHash): without it the guest cart stays as it is.
 */
export async function signUp(
  input: SignUpBody,
  client: string,
  lang: Locale | null = null,
  deviceKeyHash: string | null = null,
): Promise<Result<SignedIn>> {
  const gate = await authGate(client);
  if (gate) return gate;
  const takenGate = await emailTakenGate([client]);
  if (takenGate) return takenGate;
  const db = await getDb();
  let passwordHash: string;
  try {
    passwordHash = await hashPassword(input.password);
  } catch (error) {
    if (error instanceof HashingBusyError) return busy();
    throw error;
  }
  try {
    const session = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: input.name,
          gender: input.gender,
          email: input.email,
          passwordHash,
          lang: lang ?? DEFAULT_LOCALE,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return null;
      return { userId: user.id, ...(await createSession(user.id, tx)) };
    });
    if (!session) return answerEmailTaken([client], emailTaken);
    await rememberSignInAddress(client, input.email);
    await joinGuestCart(session.userId, input.local_device_id, deviceKeyHash);
    return ok(session);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return answerEmailTaken([client], emailTaken);
  }
}

/** Records the account's interface language (its mails are written in it); no write when it is already that one. */
export async function keepAccountLang(userId: number, lang: Locale): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ lang })
    .where(and(eq(users.id, userId), ne(users.lang, lang)));
}

/**
 * `POST auth/sign-in` from `client` (requestClient). An unknown email and a wrong password get the same answer in
 * about the same time. Before any password is checked:
 * - the client's failed sign-ins (unknown emails too) must be under their limit (`signInFailures`);
 * - the attempt is counted, atomically, for this client and email together (`signIn`, 5 per 15 minutes): however
 *   many arrive at once, at most 5 get their password checked; the right password gives its point back;
 * - the email alone, whatever the client, is slowed down (throttle.ts), and from addresses it was never signed in
 *   from at most 2 attempts are checked at once (sign-in-guard.ts); its owner's own address keeps working.
 * A successful sign-in keeps the request's interface language (`lang`, when it names one) for the account's mails.
 */
export async function signIn(
  input: SignInBody,
  client: string,
  lang: Locale | null = null,
  deviceKeyHash: string | null = null,
): Promise<Result<SignedIn>> {
  const gate = await authGate(client);
  if (gate) return gate;
  const failures = await peek("signInFailures", [client]);
  if (!failures.ok) return tooMany(failures, AUTH_MSG.throttled);
  const pair = [client, input.email];
  const attempt = await consume("signIn", pair);
  if (!attempt.ok) return tooMany(attempt, AUTH_MSG.throttled);
  const entry = await enterSignIn(client, input.email);
  if (!entry.ok) return entry;
  let user: { id: number } | null;
  try {
    await slowDownSignIn(input.email);
    user = await signInPasswordMatches(input.email, input.password);
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    await reward("signIn", pair);
    return busy();
  } finally {
    await entry.leave();
  }
  if (!user) {
    await recordSignInFailure(input.email);
    await penalize("signInFailures", [client]);
    return fail(401, AUTH_MSG.badCredentials);
  }
  await reward("signIn", pair);
  await rememberSignInAddress(client, input.email);
  await clearSignInFailures(input.email);
  if (lang) await keepAccountLang(user.id, lang);
  const session = await createSession(user.id);
  await joinGuestCart(user.id, input.local_device_id, deviceKeyHash);
  return ok({ userId: user.id, ...session });
}
