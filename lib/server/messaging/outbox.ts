import "server-only";
import type { Queryable } from "@/lib/db";
import { mailOutbox } from "@/lib/db/schema";
import { renderTemplate, TEMPLATES, type TemplateName } from "./templates";

const globalForOutbox = globalThis as typeof globalThis & { __messagesQueued?: boolean };

/**
 * Whether this process queued a message since it last looked (send-soon.ts): the send after a response touches the
 * database only then. A message queued elsewhere (another instance, a rolled-back transaction) waits for the jobs.
 */
export function takeQueuedFlag(): boolean {
  const queued = globalForOutbox.__messagesQueued === true;
  globalForOutbox.__messagesQueued = false;
  return queued;
}

export interface QueuedMessage {
  /** E.164 */
  to: string;
  template: TemplateName;
  lang: string;
  params: string[];
  /** One message per event: the same key written again (a replayed notification) adds nothing. */
  dedupeKey: string;
  consentId: number;
  orderId?: number;
  /** The mail to send instead when the number cannot receive it. */
  fallback: { to: string; subject: string } | null;
}

/**
 * Queues a WhatsApp message in the caller's transaction, beside the event it tells of (the same outbox as mail,
 * channel `whatsapp`): both are written or neither. The jobs send it (delivery.ts).
 */
export async function queueMessage(q: Queryable, m: QueuedMessage): Promise<void> {
  if (m.params.length !== TEMPLATES[m.template].length)
    throw new Error(`template ${m.template} takes ${TEMPLATES[m.template].length} parameters, got ${m.params.length}`);
  await q
    .insert(mailOutbox)
    .values({
      channel: "whatsapp",
      toAddress: m.to,
      subject: m.template,
      textBody: renderTemplate(m.template, m.lang, m.params),
      kind: m.template,
      dedupeKey: m.dedupeKey,
      orderId: m.orderId ?? null,
      payload: {
        template: m.template,
        lang: m.lang,
        params: m.params,
        consentId: m.consentId,
        fallback: m.fallback,
      },
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
  globalForOutbox.__messagesQueued = true;
}
