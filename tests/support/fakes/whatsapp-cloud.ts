/**
 * A local fake of Meta's WhatsApp Cloud API, written from its public documentation (docs/messaging.md, "Documentation
 * used"): POST /{version}/{phone-number-id}/messages with a Bearer token and a template message; the Graph API's
 * error envelope `{ error: { message, type, code, error_data: { messaging_product, details }, fbtrace_id } }`; and
 * the webhooks it sends: `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages",
 * value: { messaging_product, metadata, statuses | messages } }] }] }`, signed `X-Hub-Signature-256: sha256=<hex
 * HMAC-SHA256 of the body with the app secret>`.
 *
 *   const fake = await startFakeWhatsApp({ token, phoneNumberId, appSecret });
 *   // MESSAGING_PROVIDER=whatsapp WHATSAPP_TOKEN=… WHATSAPP_PHONE_NUMBER_ID=… WHATSAPP_APP_SECRET=…
 *   // WHATSAPP_VERIFY_TOKEN=… WHATSAPP_API_BASE_URL=<fake.baseUrl>
 *
 * It checks what the docs ask of a request: the token, the phone number id, `messaging_product: "whatsapp"`, a
 * recipient that is a phone number with its country code, an approved template by name and language, and as many
 * body parameters as the template has placeholders. Its approved templates are its own table below (what a retailer
 * submits from docs/messaging.md), not the shop's code.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";

/** The approved templates: name → the number of {{n}} placeholders of its body, in each approved language. */
const APPROVED: Record<string, number> = {
  order_placed: 4,
  order_paid: 2,
  order_shipped: 4,
  order_ready_for_pickup: 4,
  order_completed: 1,
  order_payment_expired: 1,
  return_requested: 1,
  return_approved: 1,
  return_rejected: 2,
  return_received: 1,
  return_refunded: 2,
};
const LANGUAGES = new Set(["id", "en", "fr"]);

const requestSchema = z.object({
  messaging_product: z.literal("whatsapp"),
  recipient_type: z.literal("individual").optional(),
  to: z.string(),
  type: z.literal("template"),
  template: z.object({
    name: z.string(),
    language: z.object({ code: z.string(), policy: z.literal("deterministic").optional() }),
    components: z
      .array(
        z.object({
          type: z.string(),
          parameters: z.array(z.object({ type: z.literal("text"), text: z.string().min(1) })).optional(),
        }),
      )
      .optional(),
  }),
});

export interface SentMessage {
  id: string;
  /** Digits, as sent. */
  to: string;
  template: string;
  lang: string;
  params: string[];
}

export type Failure = { httpStatus: number; code: number; message: string };

/** Documented errors the fake can answer with (the Cloud API's error codes page). */
export const CLOUD_ERRORS = {
  rateLimit: { httpStatus: 429, code: 130429, message: "(#130429) Rate limit hit" },
  serviceDown: { httpStatus: 503, code: 2, message: "(#2) Service temporarily unavailable" },
} satisfies Record<string, Failure>;

export interface FakeWhatsApp {
  /** The base to give WHATSAPP_API_BASE_URL: http://127.0.0.1:<port>/v21.0 */
  baseUrl: string;
  /** Every accepted message, in order. */
  sent: SentMessage[];
  /** Every request, accepted or not, with the answer's status. */
  requests: { path: string; status: number; body: unknown }[];
  /** The next `count` sends answer this documented error. */
  failNext(count: number, failure: Failure): void;
  /** Numbers (digits) that are not on WhatsApp: accepted, then a failed status 131026 (statusWebhook does it). */
  notOnWhatsApp: Set<string>;
  /** A status webhook for a sent message, signed with the app secret (`secret` to forge one). */
  statusWebhook(
    messageId: string,
    status: "sent" | "delivered" | "read" | "failed",
    secret?: string,
  ): { body: string; headers: Record<string, string> };
  /** A text the shopper sends to the shop's number, as the webhook delivers it. */
  inboundWebhook(from: string, text: string, secret?: string): { body: string; headers: Record<string, string> };
  stop(): Promise<void>;
}

function graphError(res: ServerResponse, failure: Failure, details: string) {
  res.writeHead(failure.httpStatus, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      error: {
        message: failure.message,
        type: "OAuthException",
        code: failure.code,
        error_data: { messaging_product: "whatsapp", details },
        fbtrace_id: randomBytes(8).toString("hex"),
      },
    }),
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeWhatsApp(options: {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  version?: string;
}): Promise<FakeWhatsApp> {
  const version = options.version ?? "v21.0";
  const sent: SentMessage[] = [];
  const requests: FakeWhatsApp["requests"] = [];
  const failures: Failure[] = [];
  const notOnWhatsApp = new Set<string>();
  const wabaId = "102290129340398";

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const answer = (failure: Failure, details: string) => {
        requests.push({ path: req.url ?? "", status: failure.httpStatus, body });
        graphError(res, failure, details);
      };
      const path = req.url ?? "";
      if (req.method !== "POST" || path !== `/${version}/${options.phoneNumberId}/messages`)
        return answer(
          { httpStatus: 400, code: 100, message: "(#100) Invalid parameter" },
          "Unsupported post request: unknown path or phone number id",
        );
      if (req.headers.authorization !== `Bearer ${options.token}`)
        return answer(
          { httpStatus: 401, code: 190, message: "Invalid OAuth access token - Cannot parse access token" },
          "Invalid access token",
        );
      const parsed = requestSchema.safeParse(body);
      if (!parsed.success)
        return answer({ httpStatus: 400, code: 100, message: "(#100) Invalid parameter" }, parsed.error.message);
      const m = parsed.data;
      const digits = m.to.replace(/^\+/, "");
      if (!/^[1-9]\d{7,14}$/.test(digits))
        return answer(
          { httpStatus: 400, code: 100, message: "(#100) Invalid parameter" },
          "Parameter 'to' is not a phone number with its country code (E.164)",
        );
      const expected = APPROVED[m.template.name];
      if (expected === undefined || !LANGUAGES.has(m.template.language.code))
        return answer(
          { httpStatus: 404, code: 132001, message: "(#132001) Template name does not exist in the translation" },
          `template name (${m.template.name}) does not exist in ${m.template.language.code}`,
        );
      const params = (m.template.components ?? [])
        .filter((c) => c.type === "body")
        .flatMap((c) => (c.parameters ?? []).map((p) => p.text));
      if (params.length !== expected)
        return answer(
          {
            httpStatus: 400,
            code: 132000,
            message: "(#132000) Number of parameters does not match the expected number of params",
          },
          `body: number of localizable_params (${params.length}) does not match the expected number of params (${expected})`,
        );
      const failure = failures.shift();
      if (failure) return answer(failure, "Message failed to send");
      const id = `wamid.${randomBytes(12).toString("base64url")}`;
      sent.push({ id, to: digits, template: m.template.name, lang: m.template.language.code, params });
      requests.push({ path, status: 200, body });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: m.to, wa_id: digits }],
          messages: [{ id }],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const signed = (payload: unknown, secret = options.appSecret) => {
    const body = JSON.stringify(payload);
    const signature = createHmac("sha256", secret).update(body, "utf8").digest("hex");
    return { body, headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${signature}` } };
  };
  const envelope = (value: Record<string, unknown>) => ({
    object: "whatsapp_business_account",
    entry: [
      {
        id: wabaId,
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "6281188009100", phone_number_id: options.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
  const now = () => String(Math.floor(Date.now() / 1000));

  return {
    baseUrl: `http://127.0.0.1:${port}/${version}`,
    sent,
    requests,
    notOnWhatsApp,
    failNext(count, failure) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    statusWebhook(messageId, status, secret) {
      const message = sent.find((m) => m.id === messageId);
      const recipient = message?.to ?? "0";
      const failed = status === "failed" || (message !== undefined && notOnWhatsApp.has(recipient));
      const entry = failed
        ? {
            id: messageId,
            status: "failed",
            timestamp: now(),
            recipient_id: recipient,
            errors: [{ code: 131026, title: "Message undeliverable" }],
          }
        : {
            id: messageId,
            status,
            timestamp: now(),
            recipient_id: recipient,
            pricing: { billable: true, pricing_model: "CBP", category: "utility" },
          };
      return signed(envelope({ statuses: [entry] }), secret);
    },
    inboundWebhook(from, text, secret) {
      const digits = from.replace(/^\+/, "");
      return signed(
        envelope({
          contacts: [{ profile: { name: "Shopper" }, wa_id: digits }],
          messages: [
            {
              from: digits,
              id: `wamid.${randomBytes(12).toString("base64url")}`,
              timestamp: now(),
              type: "text",
              text: { body: text },
            },
          ],
        }),
        secret,
      );
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
