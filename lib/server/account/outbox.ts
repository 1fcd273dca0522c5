import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
export { outboxPageEnabled } from "./outbox-page";

export async function listOutbox(limit = 100) {
  const db = await getDb();
  return db
    .select({
      id: mailOutbox.id,
      channel: mailOutbox.channel,
      to: mailOutbox.toAddress,
      text: mailOutbox.textBody,
      status: mailOutbox.status,
      deliveryStatus: mailOutbox.deliveryStatus,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function getOutboxMail(id: number) {
  const db = await getDb();
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return mail ?? null;
}
