import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { mergeDeviceCartIntoAccount } from "@/lib/server/cart/merge";
import { isUniqueViolation } from "@/lib/server/account/db-errors";
import { fail, ok, type Result } from "../result";
import type { SignInBody, SignUpBody } from "./inputs";
import { AUTH_MSG } from "./messages";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./password";
import { createSession, type NewSession } from "./sessions";
import { clearSignInFailures, isSignInThrottled, recordSignInFailure } from "./throttle";

export interface SignedIn extends NewSession {
  userId: number;
}

async function joinGuestCart(userId: number, deviceId: string | undefined): Promise<void> {
  if (deviceId) await mergeDeviceCartIntoAccount(userId, deviceId);
}

/** `POST auth/sign-up`: a new account, signed in at once. */
export async function signUp(input: SignUpBody): Promise<Result<SignedIn>> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  try {
    const session = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ name: input.name, gender: input.gender, email: input.email, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!user) return null;
      return { userId: user.id, ...(await createSession(user.id, tx)) };
    });
    if (!session) return fail(409, AUTH_MSG.emailTaken, { email: AUTH_MSG.emailTaken });
    await joinGuestCart(session.userId, input.local_device_id);
    return ok(session);
  } catch (error) {
    if (isUniqueViolation(error)) return fail(409, AUTH_MSG.emailTaken, { email: AUTH_MSG.emailTaken });
    throw error;
  }
}

/**
 * `POST auth/sign-in`. An unknown email and a wrong password get the same answer in about the same time;
 * failures are counted per email in the database and a locked email is refused before its password is checked.
 */
export async function signIn(input: SignInBody): Promise<Result<SignedIn>> {
  if (await isSignInThrottled(input.email)) return fail(429, AUTH_MSG.throttled);
  const db = await getDb();
  const [user] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, input.email)).limit(1);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !matches) {
    await recordSignInFailure(input.email);
    return fail(401, AUTH_MSG.badCredentials);
  }
  await clearSignInFailures(input.email);
  const session = await createSession(user.id);
  await joinGuestCart(user.id, input.local_device_id);
  return ok({ userId: user.id, ...session });
}
