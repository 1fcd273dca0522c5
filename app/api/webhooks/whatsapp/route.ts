import { handle } from "@/lib/server/http/handler";
import { readBodyText } from "@/lib/server/http/body";
import { answerHandshake, receiveWebhook } from "@/lib/server/messaging/webhook";

/** Meta's webhooks are small (a few statuses or messages): anything larger is not one. */
const MAX_BODY = 256 * 1024;

const text = (answer: { status: number; body: string }) =>
  new Response(answer.body, {
    status: answer.status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** The WhatsApp Cloud API's webhook (docs/messaging.md): the subscription handshake. */
export const GET = handle(async (req) => text(answerHandshake(new URL(req.url).searchParams)));

/** Message statuses and the shoppers' replies, signed with the app secret. */
export const POST = handle(async (req) => {
  const body = await readBodyText(req, MAX_BODY);
  if (!body.ok) return body;
  return text(await receiveWebhook(body.data, req.headers));
});
