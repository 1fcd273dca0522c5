import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { handle } from "@/lib/server/http/handler";
import { requestClient } from "@/lib/server/http/request-client";
import { tooMany } from "@/lib/server/limits";
import { receivePaymentNotification } from "@/lib/server/payment/notification";
import { readNotificationBody } from "@/lib/server/payment/notification-body";
import { checkNotificationSource } from "@/lib/server/payment/notification-source";
import { countNotification } from "@/lib/server/observe/metrics";

/**
 * The payment provider's server-to-server notification, from one of its addresses when the shop lists them (403
 * otherwise, nothing read or recorded); answers in the provider's acknowledgement format (JSON, XML…).
 */
export const POST = handle(async (req) => {
  const source = checkNotificationSource(req.headers);
  if (!source.ok) {
    countNotification("forged");
    return source;
  }
  const client = requestClient(req.headers);
  const body = await readNotificationBody(req, client);
  if (!body.ok) {
    countNotification(body.error.status === 429 ? "limited" : "malformed");
    return body;
  }
  const answer = await receivePaymentNotification(body.data, client);
  if (answer.retryAfter) return tooMany({ retryAfter: answer.retryAfter }, LIMIT_MSG.tooMany);
  const { status, contentType, body: text } = answer.ack;
  return new Response(text, { status, headers: { "content-type": contentType, "cache-control": "no-store" } });
});
