import "server-only";
import { getDb } from "@/lib/db";
import { log } from "@/lib/server/log";
import { getMessaging } from ".";
import { applyWebhookEvents, type WebhookReport } from "./webhook-events";
import type { MessagingEnv, MessagingProvider } from "./types";

export type WebhookAnswer = { status: number; body: string; report?: WebhookReport };

/** GET: the subscription handshake. 200 with the challenge when the verify token is ours; 403 otherwise. */
export function answerHandshake(query: URLSearchParams, env: MessagingEnv = process.env): WebhookAnswer {
  const provider = getMessaging(env);
  const answer = provider?.handshake(query) ?? { ok: false as const };
  return answer.ok ? { status: 200, body: answer.challenge } : { status: 403, body: "Forbidden" };
}

/**
 * POST: a webhook body. Its signature (X-Hub-Signature-256 with the app secret) and shape are checked before anything
 * is read from it: a forged one is answered 401 and changes nothing. A verified one is applied once (a replay is
 * acknowledged again and changes nothing) and answered 200, as Meta expects of every webhook it should not resend.
 */
export async function receiveWebhook(
  rawBody: string,
  headers: Headers,
  provider: MessagingProvider | null = getMessaging(),
): Promise<WebhookAnswer> {
  const events = provider?.readWebhook(rawBody, headers) ?? null;
  if (!events) {
    log.warn(
      { job: "messages", channel: provider?.name ?? "off" },
      "webhook refused: signature or shape not the channel's",
    );
    return { status: 401, body: "Invalid signature" };
  }
  const report = await applyWebhookEvents(await getDb(), events);
  return { status: 200, body: "OK", report };
}
