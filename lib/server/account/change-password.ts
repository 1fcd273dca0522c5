import "server-only";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { ChangePasswordInput } from "@/lib/domain/auth/inputs";
import type { AuthContext } from "../auth/context";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { busy } from "../auth/limits";
import { HashingBusyError, hashPassword, verifyPassword } from "../auth/password";
import { consume, reward, tooMany } from "../limits";
import { endResetLinks } from "../auth/password-reset";
import { revokeUserSessions } from "../auth/sessions";
import { fail, ok, type Result } from "../result";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";

/**
 * `POST user/change-password`: needs the old password; the shopper's other sessions and open reset links end, this one stays. Attempts
 * are counted per account before the old password is checked (RATE_LIMIT_CHANGE_PASSWORD, 5 per 15 minutes); a
 * right one gives its point back, so only wrong old passwords add up.
 */
export async function changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<Result<MessageResponse>> {
  const key = [String(auth.userId)];
  const attempt = await consume("changePassword", key);
  if (!attempt.ok) return tooMany(attempt, LIMIT_MSG.tooMany);
  const db = await getDb();
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.userId)).limit(1);
  let passwordHash: string;
  try {
    if (!(await verifyPassword(input.old_password, user.passwordHash))) {
      return fail(400, ACCOUNT_MSG.oldPasswordWrong, { old_password: ACCOUNT_MSG.oldPasswordWrong });
    }
    await reward("changePassword", key);
    passwordHash = await hashPassword(input.new_password);
  } catch (error) {
    if (error instanceof HashingBusyError) return busy();
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, auth.userId));
    await revokeUserSessions(tx, auth.userId, auth.sessionId);
    await endResetLinks(tx, auth.userId);
  });
  return ok({ message: ACCOUNT_MSG.passwordChanged });
}
