import "server-only";
import { findMessagingPlugin } from "./registry";
import type { MessagingEnv, MessagingProvider } from "./types";

export type { MessagingProvider, SendOutcome, TemplateMessage, WebhookEvent } from "./types";

/** The channels of the outbox (mail_outbox.channel). */
export const CHANNELS = ["mail", "whatsapp"] as const;
export type Channel = (typeof CHANNELS)[number];

/** Whether order updates can be offered by WhatsApp: the channel is on and its settings complete. */
export function messagingEnabled(env: MessagingEnv = process.env): boolean {
  const plugin = findMessagingPlugin(env);
  return plugin !== null && plugin.settingsProblems(env).length === 0;
}

/**
 * The channel MESSAGING_PROVIDER names (registry.ts), or null when it is off. Live mode never starts with a sandbox
 * or a half-configured channel (lib/server/startup/checks.ts).
 */
export function getMessaging(env: MessagingEnv = process.env, fetchImpl?: typeof fetch): MessagingProvider | null {
  const plugin = findMessagingPlugin(env);
  if (!plugin || plugin.settingsProblems(env).length) return null;
  return plugin.create(env, fetchImpl);
}
