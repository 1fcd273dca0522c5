"use client";

import Link from "@/components/ui/local-link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { readPaymentReturn } from "@/lib/api/checkout";
import { getAccessToken } from "@/lib/api/storage";
import type { PaymentReturnAnswer } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { awaitingConfirmation, endedUnpaid, PaymentState } from "./payment-state";

const RETURN_FIELDS = ["trx_id", "merchant_id", "merchant", "bill_no", "bill_ref", "bill_reff", "bill_total", "payment_reff", "payment_date", "bank_user_name", "status", "signature"];

const noSubscription = () => () => undefined;
const RECHECK_MS = 3000;
const RECHECK_TRIES = 6;

/**
 * Order success: sends the return parameters to checkout-payment and says what the server answers about the order
 * (paid, waiting for payment, failed, expired). The return's own `status` is never trusted: an unverifiable return
 * shows the greeting alone.
 */
export function PaymentResponse({ params }: { params: Record<string, string> }) {
  const t = useMessages("checkout");
  const signedIn = useSyncExternalStore(noSubscription, () => Boolean(getAccessToken()), () => null);
  const [answer, setAnswer] = useState<PaymentReturnAnswer | null>(null);

  useEffect(() => {
    useCheckoutStore.getState().reset();
    const payload = Object.fromEntries(RETURN_FIELDS.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
    if (!payload.bill_no) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (triesLeft: number) => {
      void readPaymentReturn(payload).then((result) => {
        console.info("[payment] return", result);
        if (stopped || !result.ok) return;
        setAnswer(result.data);
        // The provider's return says paid before its notification reached the server: ask again a few times.
        if (awaitingConfirmation(result.data) && triesLeft > 1) timer = setTimeout(() => ask(triesLeft - 1), RECHECK_MS);
      });
    };
    ask(RECHECK_TRIES);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [params]);

  if (signedIn === null) return null;
  const ended = answer ? endedUnpaid(answer) : false;
  return (
    <>
      {answer && params.bill_no ? <PaymentState answer={answer} trxRef={params.bill_no} /> : null}
      {signedIn ? (
        <>
          <p>{t.response.thankYou}</p>
          <Link href="/account/orders">{t.response.seeOrders}</Link>
          {ended ? <Link href="/products">{t.continueShopping}</Link> : null}
        </>
      ) : (
        <>
          <p className={styles.muted}>{t.response.guestText}</p>
          <Link href="/products">{t.continueShopping}</Link>
        </>
      )}
    </>
  );
}
