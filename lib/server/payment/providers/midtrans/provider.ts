import "server-only";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { log } from "@/lib/server/log";
import type {
  NotificationAck,
  PaymentEvent,
  PaymentProvider,
  PaymentReturn,
  RawNotification,
  Verified,
} from "../types";
import { billNoOf, nextAttemptOrderId } from "./attempts";
import { channelName, midtransDate } from "./channel";
import { createSnapTransaction, getTransactionStatus, refundTransaction, TIMEOUT_MS } from "./client";
import { snapRequestBody } from "./request-body";
import { finishRedirectSchema, notificationSchema, type MidtransStatus } from "./schemas";
import { midtransEndpoints, type MidtransSettings } from "./settings";
import { signaturesMatch } from "../../compare";
import { midtransSignature, wholeRupiah } from "./signature";
import { neutralState, statusDescription } from "./status";

/**
 * Midtrans Snap, redirect mode (docs.midtrans.com "Integration Guide", "Window Redirection"). The shop creates the
 * transaction server-side and sends the browser to Snap's redirect_url. A notification is believed only when its
 * signature_key is right, and even then it is only a prompt: what the order becomes is what the status API answers
 * for that order_id, read by the shop itself ("Handling HTTP Notification": Challenge Response / Get Status).
 */

/**
 * Midtrans asks for a notification's answer within 5 s ("Best Practices to Handle Notification": it times out at 15 s,
 * "keep the response time … under five seconds"). The status check gets this much of it; the rest is the shop's own
 * work. A check that takes longer is answered 503, which Midtrans retries.
 */
export const NOTIFICATION_STATUS_BOUND_MS = 3_000;

/** A held attempt with no page yet, younger than this, is a create call still under way (its timeout, and a margin). */
const UNDER_WAY_MS = TIMEOUT_MS + 1_000;

/** The event the status API's answer means. */
export function eventOf(status: MidtransStatus): PaymentEvent {
  const state = neutralState(status.transaction_status, status.fraud_status);
  return {
    billNo: billNoOf(status.order_id),
    state,
    providerStatus: {
      code: status.transaction_status,
      desc: statusDescription(status.transaction_status, status.fraud_status),
    },
    amount: wholeRupiah(status.gross_amount),
    providerTrxId: status.transaction_id ?? "",
    reference: "",
    paidAt:
      state === "paid"
        ? (midtransDate(status.settlement_time) ?? midtransDate(status.transaction_time) ?? new Date())
        : null,
    channel: channelName(status),
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function createMidtransProvider(s: MidtransSettings): PaymentProvider {
  const serverKey = s.MIDTRANS_SERVER_KEY ?? "";
  const payPageOrigin = midtransEndpoints(s).payPageOrigin;
  /** Notifications refused only because the status API could not confirm them: answered 503, so Midtrans retries. */
  const unconfirmed = new WeakSet<RawNotification>();

  return {
    name: "midtrans",

    // A return's refund (docs/returns.md): by the transaction's id where known, else the attempt's order_id.
    async refund(input) {
      const out = await refundTransaction(s, input.providerTrxId || input.billNo, {
        refund_key: input.refundKey,
        amount: input.amount,
        reason: input.reason,
      });
      return out.ok
        ? { ok: true, reference: out.data.reference }
        : { ok: false, reason: out.reason, unsupported: out.unsupported };
    },

    async startPayment(order, ctx, previous) {
      // 'Pay Now' reopens the Snap page already made for this attempt: it stays open until the order's due time (its
      // expiry), and the shopper may already hold its virtual account number.
      if (previous?.redirectUrl && new URL(previous.redirectUrl).origin === payPageOrigin) {
        return {
          ok: true,
          payment: { action_url: previous.redirectUrl, method: "GET", fields: {} },
          attempt: previous,
        };
      }
      const busy = { ok: false, reason: "midtrans: START_UNDER_WAY", busy: true } as const;
      if (previous?.startedAt && !previous.redirectUrl && Date.now() - previous.startedAt.getTime() < UNDER_WAY_MS)
        return busy;
      // A new attempt, a new order_id: the last one may be known to Midtrans even though its answer never came back.
      const orderId = nextAttemptOrderId(order.trxRef, previous?.providerTrxId ?? null);
      const startedAt = new Date();
      if (ctx.hold && !(await ctx.hold({ providerTrxId: orderId, redirectUrl: null, startedAt }))) return busy;
      // Snap appends order_id, status_code and transaction_status, unsigned: the page reads the order by its own link
      // (trx_ref), which shows its state and summary to its owner only (this device, the account, the pay link).
      const finishUrl = `${ctx.origin}${localHref(ctx.lang ?? DEFAULT_LOCALE, "/payment/response")}?trx_ref=${order.trxRef}`;
      const created = await createSnapTransaction(s, snapRequestBody(order, orderId, finishUrl), ctx.notifyUrl);
      if (!created.ok) return { ok: false, reason: `midtrans: ${created.reason}` };
      return {
        ok: true,
        payment: { action_url: created.data.redirect_url, method: "GET", fields: {} },
        attempt: { providerTrxId: orderId, redirectUrl: created.data.redirect_url, startedAt },
      };
    },

    /**
     * Snap's finish redirect carries order_id, status_code and transaction_status, unsigned: anyone can type them. They
     * name the order the shopper came back for, nothing more; what a page shows is the order as the shop knows it.
     * (The shop's own finish URL leads to the order's link, ?trx_ref=, so the return page does not post these.)
     */
    async verifyReturn(params): Promise<Verified<PaymentReturn>> {
      const parsed = finishRedirectSchema.safeParse(params);
      if (!parsed.success)
        return { valid: false, reason: "MISSING_FIELDS", value: { billNo: billNoOf(text(params.order_id)) } };
      // Unsigned: it never says the shopper paid.
      return {
        valid: true,
        value: {
          billNo: billNoOf(parsed.data.order_id),
          status: parsed.data.transaction_status ?? "",
          saysPaid: false,
        },
      };
    },

    readNotification(body, contentType): RawNotification | null {
      if (!/json/i.test(contentType)) return null;
      try {
        const fields: unknown = JSON.parse(body);
        return fields && typeof fields === "object" && !Array.isArray(fields)
          ? { format: "json", fields: fields as Record<string, unknown> }
          : null;
      } catch {
        return null;
      }
    },

    async verifyNotification(raw): Promise<Verified<PaymentEvent>> {
      const parsed = notificationSchema.safeParse(raw.fields);
      if (!parsed.success)
        return { valid: false, reason: "MISSING_FIELDS", value: { billNo: billNoOf(text(raw.fields.order_id)) } };
      const n = parsed.data;
      const billNo = billNoOf(n.order_id);
      const expected = midtransSignature(n.order_id, n.status_code, n.gross_amount, serverKey);
      if (!signaturesMatch(expected, n.signature_key))
        return { valid: false, reason: "INVALID_SIGNATURE", value: { billNo } };
      const status = await getTransactionStatus(s, n.order_id, NOTIFICATION_STATUS_BOUND_MS);
      if (!status.ok) {
        if (status.reason !== "MISSING") unconfirmed.add(raw);
        return { valid: false, reason: `STATUS_UNCONFIRMED_${status.reason}`, value: { billNo } };
      }
      const event = eventOf(status.data);
      const told = neutralState(n.transaction_status, n.fraud_status);
      if (told !== event.state || wholeRupiah(n.gross_amount) !== event.amount) {
        log.warn(
          { orderId: n.order_id, notified: n.transaction_status, confirmed: status.data.transaction_status },
          "midtrans notification disagrees with the status api; the status api counts",
        );
      }
      return { valid: true, value: event };
    },

    /**
     * Midtrans reads only the HTTP status: 2xx stops its retries ("Best Practices to Handle Notification"). A signed
     * notification the status API could not confirm (unreachable, not within NOTIFICATION_STATUS_BOUND_MS, an answer
     * that did not fit) is answered 503: not refused for good, sent again later.
     */
    acknowledge(raw, _event, outcome): NotificationAck {
      const status = raw && unconfirmed.has(raw) && !outcome.accepted && outcome.status !== 429 ? 503 : outcome.status;
      const desc = status === 503 ? "Status not confirmed, try again later" : outcome.desc;
      return {
        status,
        contentType: "application/json",
        body: JSON.stringify({ status_code: String(status), status_message: desc }),
      };
    },
  };
}
