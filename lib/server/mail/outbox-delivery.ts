import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, notExists, notInArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Queryable } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { smtpTransport, type MailTransport } from "./transport";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. PASSWORD_RESET, ORDER_CONFIRMATION; shown in the outbox. */
  kind: string;
  /** One mail per key: writing the same key again (a replayed event) adds nothing. */
  dedupeKey?: string;
  orderId?: number;
}

/** Attempts before a mail is given up as failed, and the wait after each failed one. */
export const MAX_ATTEMPTS = 6;
const BACKOFF_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];
/** How long a sender may hold a claimed mail before another sender may take it over (a crashed instance). */
const CLAIM_MS = 120_000;

function retryDelayMs(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
}

/**
 * Queues a mail in the caller's transaction, with the event it tells of (order placed, paid, shipped, ready, reset
 * link): both are written or neither. Nothing is sent here; deliverQueuedMail sends it after the response.
 */
export async function queueMail(q: Queryable, mail: Mail): Promise<void> {
  await q
    .insert(mailOutbox)
    .values({
      channel: "mail",
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      kind: mail.kind,
      dedupeKey: mail.dedupeKey ?? null,
      orderId: mail.orderId ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function retryDelay(attempts: number): number {
  return retryDelayMs(attempts);
}

const earlier = alias(mailOutbox, "earlier");

/**
 * Claims one channel's due rows for this sender (mail here, WhatsApp in lib/server/messaging): queued and due, or
 * claimed by a sender that never finished. FOR UPDATE SKIP LOCKED lets several instances claim at once without ever
 * taking the same row. An order's rows go in the order they were written: a row waits while an earlier one of its
 * order and channel is still queued or being sent (elsewhere too), so "paid" never overtakes "order placed". The
 * rows come back in that order; `skip` leaves out the rows this sender has already handled in its run.
 */
export async function claimOutbox(
  db: Db,
  channel: string,
  limit: number,
  now: Date,
  skip: readonly number[] = [],
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const waiting = tx
      .select({ id: earlier.id })
      .from(earlier)
      .where(
        and(
          eq(earlier.orderId, mailOutbox.orderId),
          eq(earlier.channel, mailOutbox.channel),
          lt(earlier.id, mailOutbox.id),
          inArray(earlier.status, ["queued", "sending"]),
        ),
      );
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.channel, channel),
          or(
            and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, now)),
            and(eq(mailOutbox.status, "sending"), lte(mailOutbox.claimedUntil, now)),
          ),
          or(isNull(mailOutbox.orderId), notExists(waiting)),
          skip.length ? notInArray(mailOutbox.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (!due.length) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({
        status: "sending",
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

/**
 * Handles one channel's due rows batch after batch, at most `limit` in all: a row held back behind an earlier one
 * of its order (claimOutbox) is claimed in the next batch once that one is handled, in the same run. Each batch
 * counts as due what is due by `now` or by its own start, whichever is later (a row written during the run is due).
 */
export async function forEachDueRow(
  db: Db,
  channel: string,
  limit: number,
  now: Date,
  handle: (row: OutboxRow) => Promise<void>,
): Promise<void> {
  const handled: number[] = [];
  while (handled.length < limit) {
    const at = new Date(Math.max(now.getTime(), Date.now()));
    const rows = await claimOutbox(db, channel, limit - handled.length, at, handled);
    if (!rows.length) return;
    for (const row of rows) {
      handled.push(row.id);
      await handle(row);
    }
  }
}

/** What an SMTP failure says, without the mail itself (a server may quote it, and with it a reset link). */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const code = (error as { code?: unknown; responseCode?: unknown }).code;
  const response = (error as { responseCode?: unknown }).responseCode;
  return [error.name, typeof code === "string" ? code : null, typeof response === "number" ? `SMTP ${response}` : null]
    .filter(Boolean)
    .join(" ");
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends due mail through SMTP (SMTP_URL), at most `limit` at a time, and records each outcome: sent, a retry after a
 * growing wait, or failed after MAX_ATTEMPTS. Without SMTP_URL the mail stays queued in the outbox (the demo reads it
 * on the outbox page). Safe to run from after(), the scheduler and several instances at once.
 */
export async function deliverQueuedMail(
  db: Db,
  options: { limit?: number; now?: Date; transport?: MailTransport | null } = {},
): Promise<DeliveryReport> {
  const transport = options.transport === undefined ? smtpTransport() : options.transport;
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  if (!transport) return report;
  const now = options.now ?? new Date();
  await forEachDueRow(db, "mail", options.limit ?? 20, now, async (row) => {
    try {
      await transport.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      report.sent += 1;
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: failed ? "failed" : "queued",
          claimedUntil: null,
          lastError: failureOf(error),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      if (failed) report.failed += 1;
      else report.retried += 1;
    }
  });
  return report;
}
