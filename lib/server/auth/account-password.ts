import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { consume, penalize, reward, tooMany } from "../limits";
import { fail, ok, type Failure, type Result } from "../result";
import { busy } from "./limits";
import { HashingBusyError, decoyPasswordHash, verifyPassword } from "./password";

/**
 * The one rule for checking an account's password (issue #34, point 1): every check of one account's password, at
 * sign-in, change-password, an email change in the profile or anything added later, goes through this file and
 * shares one budget per account (`accountPassword`, RATE_LIMIT_CHANGE_PASSWORD, 5 per 15 minutes):
 * - a signed-in check (the shopper proving they know their password) is counted before the hash is checked and
 *   refused once the budget is spent; a right password gives its point back, so only wrong ones add up;
 * - a wrong password at sign-in uses up the same budget, but never refuses the sign-in itself: a stranger must not
 *   lock the owner out (sign-in has its own limits, accounts.ts and sign-in-guard.ts).
 * So a session holder cannot guess the password by switching from one form to another.
 */
const accountKey = (userId: number) => [`account:${userId}`];

/** A signed-in shopper's own password, checked within the account's budget; `wrong` is the form's own answer. */
export async function checkOwnPassword(
  userId: number,
  password: string,
  wrong: () => { ok: false; error: Failure },
): Promise<Result<null>> {
  const key = accountKey(userId);
  const attempt = await consume("accountPassword", key);
  if (!attempt.ok) return tooMany(attempt, LIMIT_MSG.tooMany);
  const db = await getDb();
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  let matches: boolean;
  try {
    matches = Boolean(user) && (await verifyPassword(password, user.passwordHash));
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    await reward("accountPassword", key);
    return busy();
  }
  if (!matches) return wrong();
  await reward("accountPassword", key);
  return ok(null);
}

/**
 * The account an email and password sign in to, or null. An unknown email is checked against a decoy hash, so both
 * failures take the same time; a wrong password for a known account counts against its budget. Throws
 * HashingBusyError when the hashing queue is full.
 */
export async function signInPasswordMatches(email: string, password: string): Promise<{ id: number } | null> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user) return null;
  if (matches) return { id: user.id };
  await penalize("accountPassword", accountKey(user.id));
  return null;
}

/** The 400 a wrong password gets in a signed-in form: the field named, and the message. */
export const wrongPassword = (field: string, message: string) => () => fail(400, message, { [field]: message });
