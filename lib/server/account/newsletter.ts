import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { newsletterSubscriptions, users } from "@/lib/db/schema";
import { ok, type Result } from "../result";
import { ACCOUNT_MSG } from "./messages";

type Message = Result<{ message: string }>;

/** One row per email address; a shopper's subscription is the row of their current email. */
export async function isSubscribed(q: Queryable, email: string): Promise<boolean> {
  const [row] = await q.select({ subscribed: newsletterSubscriptions.subscribed }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).limit(1);
  return row?.subscribed ?? false;
}

async function setSubscription(email: string, userId: number | null, subscribed: boolean, source: string): Promise<void> {
  const db = await getDb();
  const now = new Date();
  await db
    .insert(newsletterSubscriptions)
    .values({ email, userId, subscribed, source, updatedAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: userId === null ? { subscribed, updatedAt: now } : { subscribed, userId, updatedAt: now },
    });
}

/** `POST newsletter` from the home signup box; subscribing twice changes nothing. */
export async function subscribeEmail(email: string): Promise<Message> {
  await setSubscription(email, null, true, "HOME");
  return ok({ message: ACCOUNT_MSG.newsletterThanks });
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
  const [existing] = await q.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, to)).limit(1);
  const now = new Date();
  if (existing) {
    await q
      .update(newsletterSubscriptions)
      .set({ userId, subscribed: existing.subscribed || old.subscribed, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, existing.id));
    await q.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, old.id));
  } else {
    await q.update(newsletterSubscriptions).set({ email: to, userId, updatedAt: now }).where(eq(newsletterSubscriptions.id, old.id));
  }
}
