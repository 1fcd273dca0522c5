import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { mailOutbox, messageEvents } from "@/lib/db/schema";
import { withdrawPhoneConsents } from "./consent";
import { queueFallbackMail } from "./delivery";
import type { InboundEvent, StatusEvent, WebhookEvent } from "./types";

/** Replies that end the updates: STOP, and its usual words in Indonesian and French. */
const STOP_WORDS = new Set(["STOP", "BERHENTI", "UNSUBSCRIBE", "ARRET", "ARRÊT", "STOP ALL"]);

export function isStopReply(text: string): boolean {
  return STOP_WORDS.has(text.trim().toUpperCase());
}

/** A status only moves forward: a late "delivered" after "read" keeps "read". */
const RANK: Record<string, number> = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

export interface WebhookReport {
  statuses: number;
  stops: number;
  ignored: number;
}

/** Records the event once; false when it was recorded before (a replay). */
async function recordOnce(tx: Tx, e: WebhookEvent, outboxId: number | null): Promise<boolean> {
  const rows = await tx
    .insert(messageEvents)
    .values({
      channel: "whatsapp",
      providerMessageId: e.messageId,
      event: e.kind === "status" ? e.status : "inbound",
      outboxId,
      errorCode: e.kind === "status" ? e.errorCode : null,
      occurredAt: e.at,
    })
    .onConflictDoNothing()
    .returning({ id: messageEvents.id });
  return rows.length > 0;
}

async function applyStatus(tx: Tx, e: StatusEvent): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.providerMessageId, e.messageId), eq(mailOutbox.channel, "whatsapp")))
    .limit(1);
  if (!row) return false; // not a message of ours: nothing to record it on
  if (!(await recordOnce(tx, e, row.id))) return false;
  if ((RANK[e.status] ?? 0) > (RANK[row.deliveryStatus ?? "accepted"] ?? 0)) {
    await tx
      .update(mailOutbox)
      .set({
        deliveryStatus: e.status,
        ...(e.status === "failed" && { status: "failed", lastError: `webhook: failed ${e.errorCode ?? ""}`.trim() }),
      })
      .where(and(eq(mailOutbox.id, row.id), ne(mailOutbox.deliveryStatus, "failed")));
    if (e.status === "failed" && e.undeliverable) await queueFallbackMail(tx, row);
  }
  return true;
}

async function applyInbound(tx: Tx, e: InboundEvent): Promise<boolean> {
  if (!(await recordOnce(tx, e, null))) return false;
  if (!isStopReply(e.text)) return false;
  await withdrawPhoneConsents(tx, e.from, e.at ?? new Date());
  return true;
}

/**
 * Applies a verified webhook's events in one transaction: each message's status (recorded once per status, the
 * outbox row's moving forward only, an undeliverable failure sending the mail instead) and STOP replies (the
 * number's consents end). Every event is recorded under its message id and kind, so a replayed webhook changes
 * nothing.
 */
export async function applyWebhookEvents(db: Db, events: WebhookEvent[]): Promise<WebhookReport> {
  return db.transaction(async (tx) => {
    const report: WebhookReport = { statuses: 0, stops: 0, ignored: 0 };
    for (const e of events) {
      const applied = e.kind === "status" ? await applyStatus(tx, e) : await applyInbound(tx, e);
      if (!applied) report.ignored += 1;
      else if (e.kind === "status") report.statuses += 1;
      else report.stops += 1;
    }
    return report;
  });
}
