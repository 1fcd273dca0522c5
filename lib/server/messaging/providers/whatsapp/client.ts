import "server-only";
import { z } from "zod";
import type { SendOutcome, TemplateMessage } from "../../types";
import { classifyError } from "./errors";
import type { WhatsAppSettings } from "./settings";

const TIMEOUT_MS = 10_000;

const sentSchema = z.object({
  messaging_product: z.literal("whatsapp"),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
const errorSchema = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

/**
 * The request body of a template message (POST /{phone-number-id}/messages): the recipient in E.164 without its
 * plus, the template by name and language (policy deterministic), its body parameters as text.
 */
export function templateBody(message: TemplateMessage) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to.replace(/^\+/, ""),
    type: "template",
    template: {
      name: message.template,
      language: { policy: "deterministic", code: message.lang },
      components: message.params.length
        ? [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }]
        : [],
    },
  };
}

/** Sends one template message and reads the answer: the message id, or the error by its code (errors.ts). */
export async function sendTemplate(
  settings: WhatsAppSettings,
  message: TemplateMessage,
  fetchImpl: typeof fetch,
): Promise<SendOutcome> {
  const url = `${settings.WHATSAPP_API_BASE_URL.replace(/\/+$/, "")}/${settings.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${settings.WHATSAPP_TOKEN}` },
      body: JSON.stringify(templateBody(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "retry", error: `network: ${error instanceof Error ? error.name : "error"}` };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) {
    const sent = sentSchema.safeParse(body);
    if (sent.success) return { kind: "sent", id: sent.data.messages[0]!.id };
    return { kind: "retry", error: `HTTP ${res.status}: an answer without a message id` };
  }
  const failed = errorSchema.safeParse(body);
  if (!failed.success) return classifyError(null, res.status, "an answer that is not a Graph API error");
  const { code, message: title, error_data } = failed.data.error;
  return classifyError(code, res.status, error_data?.details ?? title ?? "");
}
