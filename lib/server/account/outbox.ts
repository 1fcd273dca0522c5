import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { isLive } from "@/lib/server/config";

/**
 * The development outbox page exists outside production, or in production when OUTBOX_PAGE=1 (the e2e run); never
 * in live mode, where it would show shoppers' mail.
 */
export function outboxPageEnabled(): boolean {
  if (isLive()) return false;
  return process.env.NODE_ENV !== "production" || process.env.OUTBOX_PAGE === "1";
}

export async function listOutbox(limit = 100) {
  const db = await getDb();
  return db
    .select({ id: mailOutbox.id, to: mailOutbox.toAddress, subject: mailOutbox.subject, kind: mailOutbox.kind, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function getOutboxMail(id: number) {
  const db = await getDb();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return mail ?? null;
}
