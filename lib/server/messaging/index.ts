import "server-only";
import { watchProvider } from "@/lib/server/observe/spans";
import { findMessagingPlugin } from "./registry";
import type { MessagingEnv, MessagingProvider, SendOutcome } from "./types";

export type { MessagingProvider, SendOutcome, TemplateMessage, WebhookEvent } from "./types";

/** The channels of the outbox (mail_outbox.channel). */
export const CHANNELS = ["mail", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Whether order updates can be offered by WhatsApp: the channel is on and its settings complete. */
export function messagingEnabled(env: MessagingEnv = process.env): boolean {
  const plugin = findMessagingPlugin(env);
  return plugin !== null && plugin.settingsProblems(env).length === 0;
}

const SEND_OUTCOMES: ReadonlySet<string> = new Set<SendOutcome["kind"]>(["sent", "retry", "undeliverable", "refused"]);

/** A send's outcome label: ok when sent, else its kind (retry, undeliverable, refused); never the error's text. */
function sendOutcome(answer: unknown): string {
  const kind = answer && typeof answer === "object" && "kind" in answer ? answer.kind : null;
  if (kind === "sent") return "ok";
  return typeof kind === "string" && SEND_OUTCOMES.has(kind) ? kind : "ok";
}

/**
 * The channel MESSAGING_PROVIDER names (registry.ts), or null when it is off. Live mode never starts with a sandbox
 * or a half-configured channel (lib/server/startup/checks.ts). Its sends are timed and traced when metrics or traces
 * are on (shop_provider_call_duration_seconds{kind="messaging"}, span "messaging send"): the span's attributes name
 * the kind, the operation and the outcome, never the number, the template's parameters or the text.
 */
export function getMessaging(env: MessagingEnv = process.env, fetchImpl?: typeof fetch): MessagingProvider | null {
  const plugin = findMessagingPlugin(env);
  if (!plugin || plugin.settingsProblems(env).length) return null;
  return watchProvider("messaging", plugin.create(env, fetchImpl), sendOutcome);
}
