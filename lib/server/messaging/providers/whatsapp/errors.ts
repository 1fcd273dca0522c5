import "server-only";
import type { SendOutcome } from "../../types";

/**
 * The Cloud API's error codes (docs/messaging.md, "Error codes"), by what the shop does about them. Meta asks that
 * handling be built on `code`, not on the HTTP status or the title.
 */
/** Throughput and passing server trouble: wait and send again. */
const RETRY = new Set([
  1, // API Unknown: possible server error
  2, // API Service: temporary downtime or overload
  4, // API Too Many Calls
  80007, // WhatsApp Business Account rate limit
  130429, // Rate limit hit: Cloud API throughput reached
  131000, // Something went wrong
  131016, // Service unavailable
  131048, // Spam rate limit hit
  131056, // Pair rate limit: too many messages to one number
  133004, // Server temporarily unavailable
  // The token or its permission: an operator fixes the setting, and the queued messages then go.
  0,
  3,
  10,
  190,
]);
/** The number cannot receive it: never retried, the mail goes instead. */
const UNDELIVERABLE = new Set([
  131026, // Message undeliverable: not on WhatsApp, old version, terms not accepted
  131047, // Re-engagement message: more than 24 hours since the customer last replied
  131049, // Not delivered to keep the ecosystem healthy
  131021, // Recipient cannot be the sender
  131030, // Recipient not in the test number's allowed list
]);
/** Permission codes 200-299 behave as the token's. */
const isPermission = (code: number) => code >= 200 && code <= 299;

/** A Cloud API error answer `{ error: { code, message, error_data: { details } } }`, by its code. */
export function classifyError(code: number | null, httpStatus: number, detail: string): SendOutcome {
  const error = `${code ?? `HTTP ${httpStatus}`}: ${detail}`.slice(0, 300);
  if (code === null)
    return httpStatus >= 500 || httpStatus === 429 ? { kind: "retry", error } : { kind: "refused", error };
  if (RETRY.has(code) || isPermission(code)) return { kind: "retry", error };
  if (UNDELIVERABLE.has(code)) return { kind: "undeliverable", error };
  // 100 Invalid parameter: for a message, most often the number (`to`) itself, which no retry fixes; 131009 a
  // parameter value; 131008 a missing one; 132000 the parameter count; 132001 an unknown template or language.
  if (code === 100 || code === 131009) return { kind: "undeliverable", error };
  return { kind: "refused", error };
}

/** Whether a failed status's code (from the webhook) means the number cannot receive messages. */
export function undeliverableCode(code: number | null): boolean {
  return code !== null && (UNDELIVERABLE.has(code) || code === 100 || code === 131009);
}
