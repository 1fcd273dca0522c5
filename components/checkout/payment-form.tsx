"use client";

import { useEffect, useRef } from "react";
import type { PaymentData } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";

/** The provider's hidden form, posted automatically (spec section 4: 'Go To Payment'). */
export function PaymentForm({ payment }: { payment: PaymentData }) {
  const t = useMessages("checkout").payment;
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method={payment.method} action={payment.action_url} aria-label={t.label}>
      {Object.entries(payment.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{t.redirecting}</p>
      <noscript>
        <button type="submit">{t.continue}</button>
      </noscript>
    </form>
  );
}
