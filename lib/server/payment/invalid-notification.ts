import "server-only";
import { consume } from "@/lib/server/limits";

/** At most this much of a refused notification is kept: enough to see what was sent, not a way to fill the table. */
export const STORED_PAYLOAD_CHARS = 4096;

/** A payload as recorded: whole when small, else its first STORED_PAYLOAD_CHARS characters as text. */
export function boundedPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const text = JSON.stringify(payload);
  return text.length <= STORED_PAYLOAD_CHARS
    ? payload
    : { truncated: text.slice(0, STORED_PAYLOAD_CHARS), length: text.length };
}

/**
 * The one rule for every refused notification, unreadable (MALFORMED) or read but invalid (bad signature, unknown
 * bill, wrong amount), and for every valid one that changes nothing (a replay): it counts against its client
 * (RATE_LIMIT_PAYMENT_INVALID) and, past that, is refused with 429 and not recorded; under it, it is recorded only
 * while all clients together stay under PAYMENT_INVALID_RECORDS.
 */
export async function admitInvalid(
  client: string,
): Promise<{ ok: false; retryAfter: number } | { ok: true; record: boolean }> {
  const allowed = await consume("paymentInvalid", [client]);
  if (!allowed.ok) return allowed;
  const kept = await consume("paymentInvalidRecords", ["all"]);
  return { ok: true, record: kept.ok };
}
