import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { messagingConsents } from "@/lib/db/schema";

export type ConsentRow = typeof messagingConsents.$inferSelect;

/** Records a consent given at checkout (in the order's transaction): the number, the time, the account if any. */
export async function grantConsent(q: Queryable, phone: string, userId: number | null): Promise<number> {
  const [row] = await q
    .insert(messagingConsents)
    .values({ channel: "whatsapp", phone, userId })
    .returning({ id: messagingConsents.id });
  return row!.id;
}

/** Whether the consent still stands (given and not withdrawn). */
export async function consentActive(q: Queryable, consentId: number | null): Promise<boolean> {
  if (consentId == null) return false;
  const [row] = await q
    .select({ withdrawnAt: messagingConsents.withdrawnAt })
    .from(messagingConsents)
    .where(eq(messagingConsents.id, consentId))
    .limit(1);
  return row !== undefined && row.withdrawnAt === null;
}

/** The account's standing consents, newest first (the account page). */
export async function accountConsents(q: Queryable, userId: number): Promise<ConsentRow[]> {
  return q
    .select()
    .from(messagingConsents)
    .where(and(eq(messagingConsents.userId, userId), isNull(messagingConsents.withdrawnAt)))
    .orderBy(desc(messagingConsents.grantedAt));
}

/** Withdraws every standing consent of the account (its own, never another's). Returns how many. */
export async function withdrawAccountConsents(q: Queryable, userId: number, now = new Date()): Promise<number> {
  const rows = await q
    .update(messagingConsents)
    .set({ withdrawnAt: now, withdrawnBy: "account" })
    .where(and(eq(messagingConsents.userId, userId), isNull(messagingConsents.withdrawnAt)))
    .returning({ id: messagingConsents.id });
  return rows.length;
}

/** The shopper replied STOP from this number: every standing consent for it ends. Returns how many. */
export async function withdrawPhoneConsents(q: Queryable, phone: string, now = new Date()): Promise<number> {
  const rows = await q
    .update(messagingConsents)
    .set({ withdrawnAt: now, withdrawnBy: "stop" })
    .where(and(eq(messagingConsents.phone, phone), isNull(messagingConsents.withdrawnAt)))
    .returning({ id: messagingConsents.id });
  return rows.length;
}
