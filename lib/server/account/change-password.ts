import "server-only";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { ChangePasswordInput } from "@/lib/domain/auth/inputs";
import type { AuthContext } from "../auth/context";
import { busy } from "../auth/limits";
import { checkOwnPassword, wrongPassword } from "../auth/account-password";
import { HashingBusyError, hashPassword } from "../auth/password";
import { endResetLinks } from "../auth/password-reset";
import { revokeUserSessions } from "../auth/sessions";
import { ok, type Result } from "../result";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";

/**
 * `POST user/change-password`: needs the old password; the shopper's other sessions and open reset links end, this one stays. The
 * old password is checked within the account's one password budget (auth/account-password.ts).
 */
export async function changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<Result<MessageResponse>> {
  const checked = await checkOwnPassword(
    auth.userId,
    input.old_password,
    wrongPassword("old_password", ACCOUNT_MSG.oldPasswordWrong),
  );
  if (!checked.ok) return checked;
  const db = await getDb();
  let passwordHash: string;
  try {
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
