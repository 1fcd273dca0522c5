import "server-only";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import { and, eq, ne } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { users } from "@/lib/db/schema";
import type { Gender } from "@/lib/domain/constants";
import { MSG } from "@/lib/domain/messages";
import type { ProfileInput } from "@/lib/domain/auth/inputs";
import type { ProfileResponse } from "@/lib/domain/account/contract";
import { checkOwnPassword, wrongPassword } from "../auth/account-password";
import { answerEmailTaken, emailTakenGate } from "../auth/limits";
import { endResetLinks } from "../auth/password-reset";
import { queueMail } from "../mail/outbox-delivery";
import { deliverSoon } from "../mail/deliver-soon";
import { fail, ok, type Result } from "../result";
import { isUniqueViolation } from "@/lib/db/errors";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";
import { isSubscribed, moveSubscription } from "./newsletter";
import type { Locale } from "@/lib/i18n/config";

/** `GET user/profile`: only ever the signed-in shopper's own profile. */
export async function getProfile(userId: number): Promise<ProfileResponse> {
  const db = await getDb();
  const [user] = await db
    .select({ name: users.name, email: users.email, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return {
    profile: { name: user.name, email: user.email, gender: user.gender as Gender },
    newsletter_subscription: await isSubscribed(db, user.email),
  };
}

const taken = () => fail(409, ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });

/** The notice to the old address: the shopper learns of a change they did not make. */
function emailChangedMail(name: string, oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    kind: "EMAIL_CHANGED",
    subject: "The email address of your account was changed",
    text: [
      `Hello ${name},`,
      "",
      `The email address of your account was changed from ${oldEmail} to ${newEmail}. Mail about your account and orders now goes to the new address, and password reset links sent before the change no longer work.`,
      "",
      "If you did not make this change, contact our customer service at once.",
    ].join("\n"),
  };
}

/**
 * An email change needs the current password (a stolen session alone cannot take the account away), checked within
 * the account's one password budget (auth/account-password.ts).
 */
async function checkCurrentPassword(userId: number, input: ProfileInput): Promise<Result<null>> {
  if (!input.current_password) {
    return fail(400, MSG.extra.currentPasswordRequired, { current_password: MSG.extra.currentPasswordRequired });
  }
  return checkOwnPassword(
    userId,
    input.current_password,
    wrongPassword("current_password", ACCOUNT_MSG.currentPasswordWrong),
  );
}

/**
 * `POST user/profile`: name, gender and email; an email of another account is refused. A new email needs the
 * current password, ends every open reset link and mails a notice to the old address, all in one transaction. The
 * request's interface language (`lang`, when it names one) is kept with the account for its mails. "Taken" answers
 * are limited like sign-up's, per client address (`client`, requestClient) and per account: the form cannot list
 * which emails have accounts.
 */
export async function updateProfile(
  userId: number,
  input: ProfileInput,
  client: string,
  lang: Locale | null = null,
): Promise<Result<MessageResponse>> {
  const db = await getDb();
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const takenKeys = [client, `account:${userId}`];
  const refuseTaken = () => answerEmailTaken(takenKeys, taken);
  if (current.email !== input.email) {
    const gate = await emailTakenGate(takenKeys);
    if (gate) return gate;
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (other) return refuseTaken();
    const checked = await checkCurrentPassword(userId, input);
    if (!checked.ok) return checked;
  }
  try {
    const outcome = await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, input.email), ne(users.id, userId)))
        .limit(1);
      if (other) return "taken" as const;
      const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for("update");
      // Checked against the email read before the password check: a change made meanwhile is not passed unchecked.
      if (before.email !== current.email) return "raced" as const;
      await tx
        .update(users)
        .set({
          name: input.name,
          gender: input.gender,
          email: input.email,
          ...(lang ? { lang } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      if (before.email === input.email) return "saved" as const;
      await moveSubscription(tx, userId, before.email, input.email);
      await endResetLinks(tx, userId);
      await queueMail(tx, emailChangedMail(input.name, before.email, input.email));
      return "moved" as const;
    });
    if (outcome === "taken") return refuseTaken();
    if (outcome === "raced") return fail(409, ACCOUNT_MSG.profileChanged);
    if (outcome === "moved") deliverSoon();
    return ok({ message: MSG.profile.updated });
  } catch (error) {
    if (isUniqueViolation(error)) return refuseTaken();
    throw error;
  }
}
