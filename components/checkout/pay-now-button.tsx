"use client";

import { useState } from "react";
import { payOrderAgain } from "@/lib/api/checkout";
import { getDeviceId } from "@/lib/api/storage";
import type { PaymentData } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import { PaymentForm } from "./payment-form";

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
    void payOrderAgain(
      trxRef,
      getDeviceId(),
      {
        success: (data) => setPayment(data.payment_data),
        always: () => setBusy(false),
      },
      payToken,
    );
  };
  return (
    <button type="button" className={className} onClick={onPay} disabled={busy}>
      {t.payNow}
    </button>
  );
}
