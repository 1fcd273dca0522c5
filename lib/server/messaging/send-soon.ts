import "server-only";
import { getDb } from "@/lib/db";
import { log } from "@/lib/server/log";
import { deliverSoon, runAfterResponse } from "@/lib/server/mail/deliver-soon";
import { getMessaging } from ".";
import { deliverQueuedMessages } from "./delivery";
import { takeQueuedFlag } from "./outbox";

async function sendNow(): Promise<void> {
  const provider = getMessaging();
  if (!provider || !takeQueuedFlag()) return;
  try {
    await deliverQueuedMessages(await getDb(), provider);
  } catch (error) {
    // The messages stay queued; the scheduler tries again.
    log.warn({ job: "messages", err: error }, "message delivery after the response failed");
  }
}

/**
 * Delivers what an order's event just queued once the response has gone: its mail (deliverSoon) and its WhatsApp
 * message. Outside a request (scripts, the staff tool's CLI, tests) it runs in the background instead
 * (runAfterResponse).
 */
export function deliverOutboxSoon(): void {
  deliverSoon();
  runAfterResponse(sendNow);
}
