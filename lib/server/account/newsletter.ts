import "server-only";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import { and, eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { newsletterSubscriptions, users } from "@/lib/db/schema";
import { hashToken, newToken } from "../auth/tokens";
import { shopOrigin } from "../http/shop-origin";
import { deliverSoon } from "../mail/deliver-soon";
import { queueMail } from "../mail/outbox-delivery";
import { ok, type Result } from "../result";
import { ACCOUNT_MSG } from "@/lib/domain/account/messages";

type Message = Result<MessageResponse>;

/** One row per email address; a shopper's subscription is the row of their current email. */
export async function isSubscribed(q: Queryable, email: string): Promise<boolean> {
  const [row] = await q
    .select({ subscribed: newsletterSubscriptions.subscribed })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1);
  return row?.subscribed ?? false;
}

async function setSubscription(
  email: string,
  userId: number | null,
  subscribed: boolean,
  source: string,
): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db
    .insert(newsletterSubscriptions)
    .values({ email, userId, subscribed, source, updatedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      // The account's own choice ends any pending home-box confirmation of its address.
      set: { subscribed, userId, confirmTokenHash: null, updatedAt: now },
    });
}

/** One confirmation mail per address per this many minutes: the home box cannot be used to flood an inbox. */
const CONFIRM_MAIL_GAP_MS = 15 * 60 * 1000;

function confirmMail(email: string, token: string) {
  const link = `${shopOrigin()}/newsletter/confirm?token=${encodeURIComponent(token)}`;
  return {
    to: email,
    kind: "NEWSLETTER_CONFIRM",
    subject: "Confirm your newsletter subscription",
    text: [
      "Hello,",
      "",
      "Someone, hopefully you, asked to receive our newsletter at this address. Open this link to confirm:",
      "",
      link,
      "",
      "If you did not ask for it, ignore this mail: you will not be subscribed.",
    ].join("\n"),
  };
}

/**
 * `POST newsletter` from the home signup box: double opt-in. The address gets a confirmation mail with a single-use
 * link and is subscribed only when the link is opened (confirmNewsletter). The answer is the same whatever the
 * address: already subscribed, pending, or an account that unsubscribed. An account's unsubscription stands: only the
 * signed-in account re-subscribes it (POST user/newsletter/subscribe), so its address gets no mail from the box.
 */
export async function subscribeEmail(email: string): Promise<Message> {
  const db = await getDb();
  const queued = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for("update")
      .limit(1);
    if (row?.subscribed) return false;
    if (row && row.userId !== null && row.confirmTokenHash === null) return false; // an account that unsubscribed
    if (row?.confirmSentAt && Date.now() - row.confirmSentAt.getTime() < CONFIRM_MAIL_GAP_MS) return false;
    const token = newToken();
    const now = new Date();
    await tx
      .insert(newsletterSubscriptions)
      .values({
        email,
        userId: null,
        subscribed: false,
        source: "HOME",
        confirmTokenHash: hashToken(token),
        confirmSentAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { confirmTokenHash: hashToken(token), confirmSentAt: now, updatedAt: now },
      });
    await queueMail(tx, confirmMail(email, token));
    return true;
  });
  if (queued) deliverSoon();
  return ok({ message: ACCOUNT_MSG.newsletterThanks });
}

/** The mailed link (/newsletter/confirm): subscribes its address once; a used, replaced or unknown link does nothing. */
export async function confirmNewsletter(token: string): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ subscribed: true, confirmTokenHash: null, updatedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        eq(newsletterSubscriptions.subscribed, false),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return Boolean(row);
}

async function emailOf(userId: number): Promise<string> {
  const db = await getDb();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return user.email;
}

/** `POST user/newsletter/subscribe`. */
export async function subscribeUser(userId: number): Promise<Message> {
  await setSubscription(await emailOf(userId), userId, true, "ACCOUNT");
  return ok({ message: ACCOUNT_MSG.newsletterSubscribed });
}

/** `POST user/newsletter/unsubscribe`. */
export async function unsubscribeUser(userId: number): Promise<Message> {
  await setSubscription(await emailOf(userId), userId, false, "ACCOUNT");
  return ok({ message: ACCOUNT_MSG.newsletterUnsubscribed });
}

/** When a shopper changes email, their subscription follows it (merged with any row the new address already has). */
export async function moveSubscription(q: Queryable, userId: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  const [old] = await q.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, from)).limit(1);
  if (!old) return;
  const [existing] = await q
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, to))
    .limit(1);
  const now = new Date();
  if (existing) {
    await q
      .update(newsletterSubscriptions)
      .set({ userId, subscribed: existing.subscribed || old.subscribed, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, existing.id));
    await q.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, old.id));
  } else {
    await q
      .update(newsletterSubscriptions)
      .set({ email: to, userId, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, old.id));
  }
}
