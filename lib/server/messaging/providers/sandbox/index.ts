import "server-only";
import { randomBytes } from "node:crypto";
import type { MessagingPlugin } from "../../types";

/**
 * The demo's channel: accepts every message at once and sends it nowhere (the development outbox page shows it beside
 * the mails). It has no webhook: the handshake and every webhook body are refused. Live mode refuses it.
 */
export const sandboxMessaging: MessagingPlugin = {
  name: "sandbox",
  sandbox: true,
  settingsProblems: () => [],
  create: () => ({
    name: "sandbox",
    send: async () => ({ kind: "sent", id: `sandbox.${randomBytes(8).toString("hex")}` }),
    handshake: () => ({ ok: false }),
    readWebhook: () => null,
  }),
};
