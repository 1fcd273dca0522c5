"use client";

import { useEffect, useRef } from "react";
import type { PaymentData } from "@/lib/domain/checkout/api-types";

/** The provider's hidden form, posted automatically (spec section 4: 'Go To Payment'). */
export function PaymentForm({ payment }: { payment: PaymentData }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method={payment.method} action={payment.action_url} aria-label="Payment">
      {Object.entries(payment.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>Redirecting to the payment page…</p>
      <noscript>
        <button type="submit">Continue to payment</button>
      </noscript>
    </form>
  );
}
