import "server-only";
import { getDb } from "@/lib/db";
import { paymentNotifications } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { fail, ok, type Result } from "../result";
import type { RawNotification } from "./types";

const MAX_BYTES = 32 * 1024;

/** PostgreSQL text and jsonb cannot hold U+0000: it becomes U+FFFD before the body is looked at or recorded. */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/\u0000/g, "\uFFFD");
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k) as string, withoutNul(v)]));
  return value;
}

/** The notification as JSON (or a form post); an unreadable one is still recorded before it is refused. */
export async function readNotificationBody(req: Request): Promise<Result<RawNotification>> {
  const text = (await req.text()).replace(/\u0000/g, "\uFFFD");
  if (text.length > MAX_BYTES) return fail(413, "The request body is too large.");
  const type = req.headers.get("content-type") ?? "";
  try {
    if (/application\/x-www-form-urlencoded/i.test(type)) return ok(Object.fromEntries(new URLSearchParams(text)));
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return ok(withoutNul(parsed) as RawNotification);
  } catch {
    // fall through: recorded as malformed below
  }
  const db = await getDb();
  await db.insert(paymentNotifications).values({ billNo: null, payload: { raw: text.slice(0, 2000) }, signatureValid: false, outcome: "MALFORMED" });
  return fail(400, CHECKOUT_MSG.notificationInvalid);
}
