import "server-only";
import { getDb } from "@/lib/db";
import { paymentNotifications } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { readBodyText } from "../http/body";
import { fail, ok, type Result } from "../result";
import { getPaymentProvider } from "./index";
import { admitInvalid, STORED_PAYLOAD_CHARS } from "./invalid-notification";
import { tooMany } from "../limits";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import type { RawNotification } from "./providers/types";

const MAX_BYTES = 32 * 1024;

/** PostgreSQL text and jsonb cannot hold U+0000: it becomes U+FFFD before the body is looked at or recorded. */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/\u0000/g, "\uFFFD");
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k) as string, withoutNul(v)]));
  return value;
}

/**
 * The notification's body, read by the active provider in its format (JSON, a form post, XML…) after a size check
 * that holds while reading (lib/server/http/body.ts); an unreadable one counts against its client's limit of invalid
 * notifications and is recorded, truncated, within the overall bound before it is refused (invalid-notification.ts).
 */
export async function readNotificationBody(req: Request, client: string): Promise<Result<RawNotification>> {
  const body = await readBodyText(req, MAX_BYTES);
  if (!body.ok) return body;
  const text = body.data.replace(/\u0000/g, "\uFFFD");
  const provider = await getPaymentProvider();
  const read = provider.readNotification(text, req.headers.get("content-type") ?? "");
  if (read) return ok({ format: read.format, fields: withoutNul(read.fields) as RawNotification["fields"] });
  // Unreadable counts like invalid (issue #34, point 6): limited per client, recorded within the overall bound, truncated.
  const admitted = await admitInvalid(client);
  if (!admitted.ok) return tooMany(admitted, LIMIT_MSG.tooMany);
  if (admitted.record) {
    const db = await getDb();
    await db.insert(paymentNotifications).values({
      billNo: null,
      payload: { raw: text.slice(0, STORED_PAYLOAD_CHARS) },
      signatureValid: false,
      outcome: "MALFORMED",
    });
  }
  return fail(400, CHECKOUT_MSG.notificationInvalid);
}
