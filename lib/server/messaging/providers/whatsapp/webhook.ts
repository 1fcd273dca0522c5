import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { normalizeIndonesianPhone } from "@/lib/domain/phone";
import type { HandshakeAnswer, WebhookEvent } from "../../types";
import { undeliverableCode } from "./errors";
import type { WhatsAppSettings } from "./settings";

/** GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…: the challenge is echoed when the token is ours. */
export function handshake(settings: WhatsAppSettings, query: URLSearchParams): HandshakeAnswer {
  const token = query.get("hub.verify_token") ?? "";
  const challenge = query.get("hub.challenge") ?? "";
  if (query.get("hub.mode") !== "subscribe" || !challenge || !sameText(token, settings.WHATSAPP_VERIFY_TOKEN))
    return { ok: false };
  return { ok: true, challenge };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** X-Hub-Signature-256: "sha256=" + the hex HMAC-SHA256 of the raw body with the app secret. */
export function signatureMatches(rawBody: string, header: string | null, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex");
  return sameText(header.slice("sha256=".length), expected);
}

const timestamp = z
  .string()
  .regex(/^\d{1,12}$/)
  .optional();
const statusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.string(),
  timestamp,
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number().int() })).optional(),
});
const inboundSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  id: z.string().min(1).max(200),
  timestamp,
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
const webhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            metadata: z.object({ phone_number_id: z.string() }).optional(),
            statuses: z.array(statusSchema).optional(),
            messages: z.array(inboundSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

const STATUSES = ["sent", "delivered", "read", "failed"] as const;
const at = (seconds: string | undefined) => (seconds ? new Date(Number(seconds) * 1000) : null);

/**
 * The events of a signed webhook body: the statuses of our messages and the texts sent to our number (another
 * number's changes and other fields are left out). Null when the signature fails or the body is not a Cloud API
 * webhook: nothing is read from it then.
 */
export function readWebhook(settings: WhatsAppSettings, rawBody: string, headers: Headers): WebhookEvent[] | null {
  if (!signatureMatches(rawBody, headers.get("x-hub-signature-256"), settings.WHATSAPP_APP_SECRET)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const events: WebhookEvent[] = [];
  for (const entry of parsed.data.entry)
    for (const change of entry.changes) {
      const value = change.value;
      if (change.field !== "messages" || value.metadata?.phone_number_id !== settings.WHATSAPP_PHONE_NUMBER_ID)
        continue;
      for (const s of value.statuses ?? []) {
        const status = STATUSES.find((known) => known === s.status);
        if (!status) continue;
        const errorCode = s.errors?.[0]?.code ?? null;
        events.push({
          kind: "status",
          messageId: s.id,
          status,
          errorCode,
          undeliverable: status === "failed" && undeliverableCode(errorCode),
          at: at(s.timestamp),
        });
      }
      for (const m of value.messages ?? []) {
        const from = normalizeIndonesianPhone(`+${m.from}`) ?? `+${m.from}`;
        events.push({ kind: "inbound", messageId: m.id, from, text: m.text?.body ?? "", at: at(m.timestamp) });
      }
    }
  return events;
}
