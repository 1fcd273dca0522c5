import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Queryable } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { forEachDueRow, MAX_ATTEMPTS, queueMail, retryDelay, type OutboxRow } from "@/lib/server/mail/outbox-delivery";
import { consentActive } from "./consent";
import type { MessagingProvider } from "./types";

export interface MessageReport {
  sent: number;
  retried: number;
  failed: number;
  fellBack: number;
}

/**
 * The mail that goes instead of a message the number cannot receive: the message's own text, to the order's mail
 * address, once (its key is the message's).
 */
export async function queueFallbackMail(q: Queryable, row: OutboxRow): Promise<boolean> {
  const fallback = row.payload?.fallback;
  if (!fallback) return false;
  await queueMail(q, {
    to: fallback.to,
    subject: fallback.subject,
    text: row.textBody,
    kind: "WHATSAPP_FALLBACK",
    dedupeKey: `${row.dedupeKey ?? `outbox:${row.id}`}:fallback`,
    orderId: row.orderId ?? undefined,
  });
  return true;
}

async function finish(db: Db, row: OutboxRow, set: Partial<OutboxRow>, fallback = false): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .update(mailOutbox)
      .set({ claimedUntil: null, ...set })
      .where(eq(mailOutbox.id, row.id));
    return fallback ? queueFallbackMail(tx, row) : false;
  });
}

/**
 * Sends due WhatsApp messages through the channel, at most `limit` at a time, and records each outcome by the Cloud
 * API's answer: sent (with its message id), a retry after a growing wait (rate limit, outage), or failed (the
 * number cannot receive it, or MAX_ATTEMPTS used up), which queues the mail instead. A message whose consent was
 * withdrawn meanwhile is not sent. Without a channel (off) nothing is claimed. Safe from several instances at once.
 */
export async function deliverQueuedMessages(
  db: Db,
  provider: MessagingProvider | null,
  options: { limit?: number; now?: Date } = {},
): Promise<MessageReport> {
  const report: MessageReport = { sent: 0, retried: 0, failed: 0, fellBack: 0 };
  if (!provider) return report;
  const now = options.now ?? new Date();
  await forEachDueRow(db, "whatsapp", options.limit ?? 20, now, async (row) => {
    const payload = row.payload;
    if (!payload || !(await consentActive(db, payload.consentId))) {
      await finish(db, row, { status: "cancelled", lastError: "consent withdrawn" });
      return;
    }
    const outcome = await provider.send({
      to: row.toAddress,
      template: payload.template,
      lang: payload.lang,
      params: payload.params,
    });
    if (outcome.kind === "sent") {
      await finish(db, row, {
        status: "sent",
        sentAt: new Date(),
        lastError: null,
        providerMessageId: outcome.id,
        deliveryStatus: "accepted",
      });
      report.sent += 1;
    } else if (outcome.kind === "retry" && row.attempts < MAX_ATTEMPTS) {
      await finish(db, row, {
        status: "queued",
        lastError: outcome.error,
        nextAttemptAt: new Date(now.getTime() + retryDelay(row.attempts)),
      });
      report.retried += 1;
    } else {
      const fellBack = await finish(db, row, { status: "failed", lastError: outcome.error }, true);
      report.failed += 1;
      if (fellBack) report.fellBack += 1;
    }
  });
  return report;
}
