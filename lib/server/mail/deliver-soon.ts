import "server-only";
import { log } from "@/lib/server/log";
import { after } from "next/server";
import { getDb } from "@/lib/db";
import { deliverQueuedMail } from "./outbox-delivery";
import { smtpTransport } from "./transport";

async function deliverNow(): Promise<void> {
  const transport = smtpTransport();
  if (!transport) return; // no SMTP server: the mail waits in the outbox
  try {
    await deliverQueuedMail(await getDb(), { transport });
  } catch (error) {
    // The mail stays queued; the scheduler tries again.
    log.warn({ job: "mail", err: error }, "mail delivery after the response failed");
  }
}

const background = new Set<Promise<void>>();

/**
 * Runs `work` once the response has gone (Next's after()), so no shopper waits for it. Outside a request (scripts,
 * the staff tool's CLI, tests) it runs in the background, tracked so the script can wait for it (backgroundSettled).
 */
export function runAfterResponse(work: () => Promise<void>): void {
  try {
    after(work);
  } catch {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => log.warn({ err: error }, "background work after a command failed"))
      .finally(() => background.delete(run));
    background.add(run);
  }
}

/**
 * Waits for the background work a script started (the mail and messages its command queued), so it can close the
 * database and exit at once rather than reopen it after closing and hang on the new pool.
 */
export async function backgroundSettled(): Promise<void> {
  while (background.size > 0) await Promise.allSettled([...background]);
}

/** Delivers the mail just queued once the response has gone, so no shopper waits for SMTP. */
export function deliverSoon(): void {
  runAfterResponse(deliverNow);
}
