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

/**
 * Delivers the mail just queued once the response has gone (Next's after()), so no shopper waits for SMTP. Outside a
 * request (scripts, the staff tool's CLI, tests) it runs in the background instead.
 */
export function deliverSoon(): void {
  try {
    after(deliverNow);
  } catch {
    setImmediate(() => void deliverNow());
  }
}
