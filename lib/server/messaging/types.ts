import "server-only";

/** An environment: process.env, or a test's own. */
export type MessagingEnv = Readonly<Record<string, string | undefined>>;

/** One template message: the approved template's name, its language code, and its body parameters in order. */
export interface TemplateMessage {
  /** E.164, "+6281234567890". */
  to: string;
  template: string;
  lang: string;
  params: string[];
}

/**
 * What a send came to:
 * - `sent`: accepted, with the provider's message id (its statuses arrive later by webhook);
 * - `retry`: a passing failure (rate limit, outage, network): tried again after a growing wait;
 * - `undeliverable`: the number cannot receive it (not on WhatsApp, invalid): never retried, the mail goes instead;
 * - `refused`: the request itself is wrong (unknown template, parameter count): never retried.
 */
export type SendOutcome =
  | { kind: "sent"; id: string }
  | { kind: "retry"; error: string }
  | { kind: "undeliverable"; error: string }
  | { kind: "refused"; error: string };

/** A status of a sent message, as the provider's webhook reports it. */
export interface StatusEvent {
  kind: "status";
  messageId: string;
  status: "sent" | "delivered" | "read" | "failed";
  errorCode: number | null;
  /** Whether a failure means the number cannot receive messages (the mail then goes instead). */
  undeliverable: boolean;
  at: Date | null;
}

/** A message the shopper sent to the shop's number. */
export interface InboundEvent {
  kind: "inbound";
  messageId: string;
  /** E.164 */
  from: string;
  text: string;
  at: Date | null;
}

export type WebhookEvent = StatusEvent | InboundEvent;

/** The answer to the webhook's verification handshake: the challenge to echo, or a refusal. */
export type HandshakeAnswer = { ok: true; challenge: string } | { ok: false };

export interface MessagingProvider {
  readonly name: string;
  send(message: TemplateMessage): Promise<SendOutcome>;
  /** The subscription handshake (GET with hub.mode, hub.verify_token, hub.challenge). */
  handshake(query: URLSearchParams): HandshakeAnswer;
  /** The events of a signed webhook body, or null when its signature or shape is not the provider's. */
  readWebhook(rawBody: string, headers: Headers): WebhookEvent[] | null;
}

/** One messaging plug-in (lib/server/messaging/providers/<name>/): its settings and how to make it. */
export interface MessagingPlugin {
  readonly name: string;
  /** A sandbox sends nothing anywhere: live mode refuses it. */
  readonly sandbox: boolean;
  /** Its settings' problems, each naming the variable (empty when they are fine). */
  settingsProblems(env: MessagingEnv): string[];
  /** Live mode's checks (lib/server/config/live-values.ts): its credentials, its base addresses, its sandbox hosts. */
  readonly secrets?: readonly string[];
  readonly endpoints?: readonly string[];
  readonly sandboxHosts?: readonly string[];
  create(env: MessagingEnv, fetchImpl?: typeof fetch): MessagingProvider;
}
