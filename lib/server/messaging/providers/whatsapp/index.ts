import "server-only";
import type { MessagingPlugin } from "../../types";
import { sendTemplate } from "./client";
import { readWhatsAppSettings } from "./settings";
import { handshake, readWebhook } from "./webhook";

/**
 * WhatsApp Cloud API (Meta's Graph API, docs/messaging.md): template messages through POST /{phone-number-id}/messages
 * with a Bearer token; statuses and replies by the signed webhook. Settings WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
 * WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN, WHATSAPP_API_BASE_URL.
 */
export const whatsappMessaging: MessagingPlugin = {
  name: "whatsapp",
  sandbox: false,
  secrets: ["WHATSAPP_TOKEN", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"],
  endpoints: ["WHATSAPP_API_BASE_URL"],
  settingsProblems: (env) => {
    const read = readWhatsAppSettings(env);
    return read.ok ? [] : read.problems;
  },
  create(env, fetchImpl = fetch) {
    const read = readWhatsAppSettings(env);
    if (!read.ok) throw new Error(`WhatsApp settings: ${read.problems.join("; ")}`);
    const settings = read.settings;
    return {
      name: "whatsapp",
      send: (message) => sendTemplate(settings, message, fetchImpl),
      handshake: (query) => handshake(settings, query),
      readWebhook: (raw, headers) => readWebhook(settings, raw, headers),
    };
  },
};
