import "server-only";
import { z } from "zod";
import { log } from "@/lib/server/log";
import type { SnapRequestBody } from "./request-body";
import {
  snapCreatedSchema,
  snapErrorSchema,
  statusAnswerSchema,
  statusMissingSchema,
  type MidtransStatus,
  type SnapCreated,
} from "./schemas";
import { midtransEndpoints, type MidtransSettings } from "./settings";
import { basicAuth } from "./signature";

/**
 * The two calls the shop makes to Midtrans, server to server, authorised by the server key (basic auth, empty
 * password): create a Snap transaction, and read a transaction's status. Every answer is checked with zod; an answer
 * that does not fit is an error, never half-read.
 */
export type Call<T> = { ok: true; data: T } | { ok: false; reason: string };

/** How long a call may take; a notification's status check has its own, shorter bound (`within`). */
export const TIMEOUT_MS = 15_000;

function headers(serverKey: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    accept: "application/json",
    "content-type": "application/json",
    authorization: basicAuth(serverKey),
    ...extra,
  };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST {snap}/transactions. `notifyUrl` goes in X-Override-Notification (Snap "Override Notification URL"): Midtrans
 * notifies this shop's address, whatever the dashboard says. The redirect_url must lead to Snap's own origin.
 */
export async function createSnapTransaction(
  s: MidtransSettings,
  body: SnapRequestBody,
  notifyUrl: string,
): Promise<Call<SnapCreated>> {
  const endpoints = midtransEndpoints(s);
  let res: Response;
  try {
    res = await fetch(endpoints.transactionsUrl, {
      method: "POST",
      headers: headers(s.MIDTRANS_SERVER_KEY ?? "", { "x-override-notification": notifyUrl }),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    log.warn({ err, orderId: body.transaction_details.order_id }, "midtrans snap unreachable");
    return { ok: false, reason: "UNREACHABLE" };
  }
  const json = await readJson(res);
  if (res.status !== 201 && res.status !== 200) {
    const refused = snapErrorSchema.safeParse(json);
    log.warn(
      {
        status: res.status,
        messages: refused.success ? refused.data.error_messages : null,
        orderId: body.transaction_details.order_id,
      },
      "midtrans snap refused the transaction",
    );
    return { ok: false, reason: `HTTP_${res.status}` };
  }
  const created = snapCreatedSchema.safeParse(json);
  if (!created.success) return { ok: false, reason: "MALFORMED_ANSWER" };
  if (new URL(created.data.redirect_url).origin !== endpoints.payPageOrigin)
    return { ok: false, reason: "FOREIGN_REDIRECT" };
  return { ok: true, data: created.data };
}

/**
 * GET {api}/v2/{order_id}/status: what Midtrans knows of the transaction now; MISSING when it knows none, TIMEOUT when
 * the whole answer took longer than `within` ms.
 */
export async function getTransactionStatus(
  s: MidtransSettings,
  orderId: string,
  within = TIMEOUT_MS,
): Promise<Call<MidtransStatus>> {
  const signal = AbortSignal.timeout(within);
  let res: Response;
  let json: unknown;
  try {
    res = await fetch(midtransEndpoints(s).statusUrl(orderId), {
      method: "GET",
      headers: headers(s.MIDTRANS_SERVER_KEY ?? ""),
      signal,
    });
    json = await readJson(res);
  } catch (err) {
    const reason = signal.aborted ? "TIMEOUT" : "UNREACHABLE";
    log.warn({ err, orderId, reason, within }, "midtrans status api did not answer");
    return { ok: false, reason };
  }
  if (statusMissingSchema.safeParse(json).success) return { ok: false, reason: "MISSING" };
  if (!res.ok) return { ok: false, reason: `HTTP_${res.status}` };
  const status = statusAnswerSchema.safeParse(json);
  if (!status.success) return { ok: false, reason: "MALFORMED_ANSWER" };
  if (status.data.order_id !== orderId) return { ok: false, reason: "OTHER_ORDER" };
  return { ok: true, data: status.data };
}

const refundAnswerSchema = z.looseObject({
  status_code: z.string(),
  status_message: z.string().optional(),
  refund_key: z.string().optional(),
  refund_amount: z.union([z.string(), z.number()]).optional(),
  refund_chargeback_id: z.union([z.string(), z.number()]).optional(),
});

/**
 * POST {api}/v2/{id}/refund ("Refund Transaction", Core API): gives `amount` of a settled transaction back, under the
 * merchant's `refund_key` (the same key again is the same refund, never a second one). Midtrans refunds only some
 * ways to pay (cards, GoPay, ShopeePay, QRIS, DANA, OVO, Kredivo, Akulaku): for the others it refuses with a 4xx
 * status_code, answered as UNSUPPORTED so the shop pays by bank transfer instead.
 */
export async function refundTransaction(
  s: MidtransSettings,
  id: string,
  body: { refund_key: string; amount: number; reason: string },
): Promise<Call<{ reference: string }> & { unsupported?: boolean }> {
  let json: unknown;
  try {
    const res = await fetch(midtransEndpoints(s).refundUrl(id), {
      method: "POST",
      headers: headers(s.MIDTRANS_SERVER_KEY ?? ""),
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    json = await readJson(res);
  } catch (err) {
    log.warn({ err, id }, "midtrans refund api unreachable");
    return { ok: false, reason: "UNREACHABLE" };
  }
  const answer = refundAnswerSchema.safeParse(json);
  if (!answer.success) return { ok: false, reason: "MALFORMED_ANSWER" };
  const code = answer.data.status_code;
  if (code === "200")
    return {
      ok: true,
      data: { reference: String(answer.data.refund_chargeback_id ?? answer.data.refund_key ?? body.refund_key) },
    };
  log.warn({ id, code, message: answer.data.status_message }, "midtrans refused the refund");
  const reason = `${code} ${answer.data.status_message ?? ""}`.trim();
  return { ok: false, reason, unsupported: code === "412" || code === "418" };
}
