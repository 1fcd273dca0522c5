"use client";

import Link from "@/components/ui/local-link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { readOrderSummary, readPaymentReturn } from "@/lib/api/checkout";
import { getAccessToken, getDeviceId } from "@/lib/api/storage";
import type { OrderSummary, PaymentReturnAnswer } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";
import { OrderNextSteps } from "./order-next-steps";
import { OrderShipment } from "./order-shipment";
import { OrderSummaryView } from "./order-summary-view";
import { ReturnsPanel } from "@/components/returns/returns-panel";
import { awaitingConfirmation, endedUnpaid, guestMessage, PaymentState } from "./payment-state";

const RETURN_FIELDS = [
  "trx_id",
  "merchant_id",
  "merchant",
  "bill_no",
  "bill_ref",
  "bill_reff",
  "bill_total",
  "payment_reff",
  "payment_date",
  "bank_user_name",
  "status",
  "signature",
];

const noSubscription = () => () => undefined;
const RECHECK_MS = 3000;
const RECHECK_TRIES = 6;

/** The order's state as order-summary tells it (the page reached from the mailed pay link or the unpaid-orders list). */
function stateOf(s: OrderSummary): PaymentReturnAnswer {
  return {
    order_number: s.order_number,
    trx_status: s.trx_status,
    grand_total: s.grand_total,
    payment_status_desc: null,
    payment_duedate: s.payment_duedate,
    can_pay: s.can_pay,
    return_status: "",
    return_paid: false,
  };
}

/** The provider's return: checkout-payment answers the server's state (asked again while the notification is on its way). */
function useReturnState(params: Record<string, string>): PaymentReturnAnswer | null {
  const [answer, setAnswer] = useState<PaymentReturnAnswer | null>(null);
  useEffect(() => {
    const payload = Object.fromEntries(RETURN_FIELDS.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
    if (!payload.bill_no) return;
    // The checkout's wizard starts over (its store and rules load here, not with the page).
    void import("@/stores/checkout-store").then(({ useCheckoutStore }) => useCheckoutStore.getState().reset());
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (triesLeft: number) => {
      void readPaymentReturn(payload).then((result) => {
        console.info("[payment] return", result);
        if (stopped || !result.ok) return;
        setAnswer(result.data);
        // The provider's return says paid before its notification reached the server: ask again a few times.
        if (awaitingConfirmation(result.data) && triesLeft > 1)
          timer = setTimeout(() => ask(triesLeft - 1), RECHECK_MS);
      });
    };
    ask(RECHECK_TRIES);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [params]);
  return answer;
}

/**
 * The pay link's token for this order: from the link itself, kept for the tab's session so the page the provider
 * returns to (whose address carries no token) still knows it on a device that is not the order's.
 */
function usePayToken(trxRef: string | undefined, fromLink: string | undefined): string | undefined {
  const key = `pay_token:${trxRef ?? ""}`;
  useEffect(() => {
    if (!trxRef || !fromLink) return;
    try {
      window.sessionStorage.setItem(key, fromLink);
    } catch {
      // Storage refused (private mode): the link's own token still works on its page.
    }
  }, [key, trxRef, fromLink]);
  const kept = useSyncExternalStore(
    noSubscription,
    () => readSession(key),
    () => null,
  );
  return fromLink ?? kept ?? undefined;
}

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The order's summary, for its owner only (the account, this device, or the pay link's token); null for anyone else. */
function useOrderSummary(
  trxRef: string | undefined,
  payToken: string | undefined,
  refresh: string | undefined,
): OrderSummary | null {
  const [summary, setSummary] = useState<OrderSummary | null>(null);
  useEffect(() => {
    if (!trxRef) return;
    let stopped = false;
    void readOrderSummary(trxRef, getDeviceId(), payToken).then((result) => {
      if (!stopped && result.ok) setSummary(result.data);
    });
    return () => {
      stopped = true;
    };
  }, [trxRef, payToken, refresh]);
  return summary;
}

/**
 * Order success: the provider's return (checked by checkout-payment) or the order's own link (trx_ref, and pay_token
 * when mailed): the order's state as the server knows it, its summary for its owner, and a message matching the state.
 * The return's own `status` is never trusted: an unverifiable return shows the greeting alone.
 */
export function PaymentResponse({ params }: { params: Record<string, string> }) {
  const t = useMessages("checkout");
  const signedIn = useSyncExternalStore(
    noSubscription,
    () => Boolean(getAccessToken()),
    () => null,
  );
  const trxRef = params.bill_no || params.trx_ref || undefined;
  const payToken = usePayToken(trxRef, params.pay_token || undefined);
  const returned = useReturnState(params);
  const summary = useOrderSummary(trxRef, payToken, returned?.trx_status);
  const answer = returned ?? (summary && !params.bill_no ? stateOf(summary) : null);

  if (signedIn === null) return null;
  const ended = answer ? endedUnpaid(answer) : false;
  const guestText = t.response[guestMessage(answer)];
  return (
    <>
      {answer && trxRef ? <PaymentState answer={answer} trxRef={trxRef} payToken={payToken} /> : null}
      {summary && !ended ? <OrderNextSteps summary={summary} signedIn={signedIn} /> : null}
      {summary ? <OrderShipment summary={summary} /> : null}
      {summary ? <OrderSummaryView summary={summary} /> : null}
      {summary?.received_at ? <ReturnsPanel trxRef={summary.trx_ref} payToken={payToken} /> : null}
      {signedIn ? (
        <>
          <p>{t.response.thankYou}</p>
          <Link href="/account/orders">{t.response.seeOrders}</Link>
          {ended ? <Link href="/products">{t.continueShopping}</Link> : null}
        </>
      ) : (
        <>
          <p className={styles.muted}>{guestText}</p>
          <Link href="/products">{t.continueShopping}</Link>
        </>
      )}
    </>
  );
}
