"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { getDeviceId } from "@/lib/api/storage";
import type { PaymentData } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";

/** The checkout's calls and the provider's form load when the shopper reaches for 'Pay Now'. */
const checkoutCalls = () => import("@/lib/api/checkout");
const PaymentForm = dynamic(() => import("./payment-form").then((m) => m.PaymentForm), { ssr: false });

function preload(): void {
  void checkoutCalls();
  void import("./payment-form");
}

/**
 * 'Pay Now' on an order waiting for payment: POST order-payment answers the provider's form for the same bill, which is
 * posted at once (no new order). A refusal (due date passed, already paid) is shown in the shopper's language.
 */
export function PayNowButton({
  trxRef,
  payToken,
  className = "btn",
}: {
  trxRef: string;
  payToken?: string;
  className?: string;
}) {
  const t = useMessages("checkout").response;
  const [payment, setPayment] = useState<PaymentData | null>(null);
  const [busy, setBusy] = useState(false);

  if (payment) return <PaymentForm payment={payment} />;
  const onPay = () => {
    setBusy(true);
    void checkoutCalls()
      .then(({ payOrderAgain }) =>
        payOrderAgain(
          trxRef,
          getDeviceId(),
          {
            success: (data) => setPayment(data.payment_data),
            always: () => setBusy(false),
          },
          payToken,
        ),
      )
      .catch(() => setBusy(false)); // the calls' code could not load (offline): the button can be tried again
  };
  return (
    <button
      type="button"
      className={className}
      onClick={onPay}
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      disabled={busy}
    >
      {t.payNow}
    </button>
  );
}
