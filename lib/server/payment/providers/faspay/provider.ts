import "server-only";
import { log } from "@/lib/server/log";
import type { PaymentAttempt, PaymentProvider } from "../types";
import { faspayConfig } from "./config";
import type { FaspaySettings } from "./index";
import { postBill, xpressBill } from "./bill";
import { acknowledgeFaspay, readFaspayNotification, verifyFaspayNotification } from "./notification";
import { returnSignature, signaturesMatch } from "./signature";

/** Faspay's trx_id (and so its payment page) stays valid for one day while the bill is unpaid and not expired. */
const TRX_ID_LIFETIME_MS = 24 * 3600_000;

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** A page from an earlier post that Faspay still honours: same bill, within a day, before the bill's expiry. */
function reusable(
  previous: PaymentAttempt | null,
  expiresAt: Date,
  now: number,
): previous is PaymentAttempt & { redirectUrl: string; startedAt: Date } {
  return (
    !!previous?.redirectUrl &&
    !!previous.startedAt &&
    now - previous.startedAt.getTime() < TRX_ID_LIFETIME_MS &&
    expiresAt.getTime() > now
  );
}

export function createFaspayProvider(settings: FaspaySettings): PaymentProvider {
  const config = faspayConfig(settings);
  return {
    name: "faspay",
    /**
     * Posts the bill server to server and sends the browser to Xpress's redirect_url. 'Pay Now' reuses the page of
     * the earlier post while Faspay keeps it (its trx_id lives a day while unpaid and unexpired), so one bill is never
     * posted twice needlessly; after that the same bill (same bill_no, amounts and expiry) is posted again.
     */
    async startPayment(order, ctx, previous) {
      const now = Date.now();
      if (reusable(previous, order.expiresAt, now)) {
        return {
          ok: true,
          payment: { action_url: previous.redirectUrl, method: "GET", fields: {} },
          attempt: previous,
        };
      }
      const posted = await postBill(config, xpressBill(config, order, ctx));
      if (!posted.ok) {
        log.warn({ bill: order.trxRef, reason: posted.reason }, "faspay refused the bill");
        return posted;
      }
      return {
        ok: true,
        payment: { action_url: posted.redirectUrl, method: "GET", fields: {} },
        attempt: { providerTrxId: posted.trxId, redirectUrl: posted.redirectUrl, startedAt: new Date(now) },
      };
    },
    async verifyReturn(params) {
      // "2": Payment Success, in Faspay's codes (which the sandbox speaks too).
      const value = { billNo: str(params.bill_no), status: str(params.status), saysPaid: str(params.status) === "2" };
      if (!value.billNo || !value.status) return { valid: false, reason: "MISSING_FIELDS", value };
      const valid = signaturesMatch(returnSignature(config, value.billNo, value.status), params.signature);
      return valid ? { valid, value } : { valid, reason: "INVALID_SIGNATURE", value };
    },
    readNotification: readFaspayNotification,
    async verifyNotification(n) {
      return verifyFaspayNotification(config, n);
    },
    acknowledge: (n, event, outcome) => acknowledgeFaspay(config, n, event, outcome),
  };
}
