import "server-only";
import { z } from "zod";
import type { MessagingEnv } from "../../types";

/** The Graph API's host and the version the shop was written against (docs/messaging.md, "Documentation used"). */
export const WHATSAPP_API_BASE_URL = "https://graph.facebook.com/v21.0";

const required = (what: string) => z.string({ error: `is missing (${what})` }).min(1, `is missing (${what})`);

export const whatsappSettingsSchema = z.object({
  WHATSAPP_TOKEN: required("the Cloud API access token of your system user"),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string({ error: "is missing (the phone number id of WhatsApp Manager, not the number itself)" })
    .regex(/^\d{5,20}$/, "must be the phone number id (digits) of WhatsApp Manager, not the number itself"),
  WHATSAPP_APP_SECRET: required("the app secret the webhook's X-Hub-Signature-256 is signed with"),
  WHATSAPP_VERIFY_TOKEN: required("the verify token you typed when subscribing the webhook"),
  WHATSAPP_API_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) address" })
    .default(WHATSAPP_API_BASE_URL),
});
export type WhatsAppSettings = z.infer<typeof whatsappSettingsSchema>;

/** The settings from the environment (an empty value counts as unset), or each problem named by its variable. */
export function readWhatsAppSettings(
  env: MessagingEnv,
): { ok: true; settings: WhatsAppSettings } | { ok: false; problems: string[] } {
  const input = Object.fromEntries(
    Object.keys(whatsappSettingsSchema.shape).flatMap((k) => (env[k]?.trim() ? [[k, env[k]!.trim()]] : [])),
  );
  const parsed = whatsappSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`) };
}
