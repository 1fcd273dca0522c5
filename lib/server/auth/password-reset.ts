import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { passwordResets, users } from "@/lib/db/schema";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import type { ResetPasswordInput } from "@/lib/domain/auth/inputs";
import { deliverSoon } from "@/lib/server/mail/deliver-soon";
import { escapeHtml, htmlDocument, htmlLines } from "@/lib/server/mail/html";
import { queueMail } from "@/lib/server/mail/outbox-delivery";
import { mailTexts } from "@/lib/server/mail/texts";
import { toLocale, type Locale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { fail, ok, type Result } from "../result";
import { AUTH_MSG } from "@/lib/domain/auth/messages";
import { hashPassword } from "./password";
import { revokeUserSessions } from "./sessions";
import { hashToken, newToken } from "./tokens";

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Open reset links per shopper per hour; more requests are answered the same way but send nothing. */
const MAX_OPEN_RESETS = 3;

/** The reset mail in the account's language: plain text, and HTML with the name escaped and the link as a button. */
function resetMail(name: string, link: string, lang: Locale) {
  const t = mailTexts(lang).passwordReset;
  const button = `<p style="margin:0 0 12px"><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;text-decoration:none">${escapeHtml(t.button)}</a><br><span style="font-size:12px;word-break:break-all">${escapeHtml(link)}</span></p>`;
  return {
    subject: t.subject,
    text: [t.hello(name), "", t.open, "", link, "", t.once].join("\n"),
    html: htmlDocument(
      lang,
      t.subject,
      [htmlLines([t.hello(name)]), htmlLines([t.open]), button, htmlLines([t.once])].join("\n"),
    ),
  };
}

/**
 * Every forgot-password answer takes at least this long, known email or not: the work done for a known one (the
 * link, its mail) is hidden behind the same fixed time, so response times do not tell which emails have accounts.
 */
export const FORGOT_ANSWER_MS = 350;

async function writeResetLink(email: string, siteOrigin: string): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, lang: users.lang })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // The same queries whether or not the account exists (an unknown email counts the links of no shopper).
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user?.id ?? -1),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    );
  const token = newToken();
  const tokenHash = hashToken(token);
  if (!user || (open?.n ?? 0) >= MAX_OPEN_RESETS) return;
  // The page in the shopper's language, as the mail is.
  const link = `${siteOrigin.replace(/\/+$/, "")}${localHref(toLocale(user.lang), "/reset-password")}?token=${encodeURIComponent(token)}`;
  // The link and its mail are written together; the mail goes out after the response (lib/server/mail).
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    await queueMail(tx, { to: user.email, kind: "PASSWORD_RESET", ...resetMail(user.name, link, user.lang) });
  });
  deliverSoon();
}

/** `POST auth/forgot-password`: mails a single-use link valid for one hour; neither the answer nor its timing tells whether the email exists. */
export async function requestPasswordReset(email: string, siteOrigin: string): Promise<Result<MessageResponse>> {
  const started = performance.now();
  try {
    await writeResetLink(email, siteOrigin);
  } finally {
    const left = FORGOT_ANSWER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  return ok({ message: AUTH_MSG.resetRequested });
}

/**
 * Ends every open reset link of a shopper, in the caller's transaction: a new password or a new email address makes
 * the links mailed before it worthless (one sent to an old address must not take the account back).
 */
export async function endResetLinks(q: Queryable, userId: number): Promise<void> {
  await q
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** `POST auth/reset-password`: uses the link once, sets the new password and ends every session of the shopper. */
export async function resetPassword(input: ResetPasswordInput): Promise<Result<MessageResponse>> {
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    // Claiming the link and using it is one conditional update: two concurrent resets cannot both win.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, claimed.userId));
    await revokeUserSessions(tx, claimed.userId);
    // The other links of this shopper die with the old password.
    await endResetLinks(tx, claimed.userId);
    return true;
  });
  return done
    ? ok({ message: AUTH_MSG.resetDone })
    : fail(400, AUTH_MSG.resetInvalid, { token: AUTH_MSG.resetInvalid });
}
