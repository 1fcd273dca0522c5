"use client";

import { useEffect, useRef } from "react";
import type { PaymentData } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import { openPaymentPage } from "./payment-navigation";

/** Only a web address (or a path of this shop) is ever followed. */
function followable(url: string): boolean {
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    return ["https:", "http:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * The way to the provider's payment page, taken automatically (spec section 4: 'Go To Payment'): the hidden form
 * posted (POST), or the payment page the provider's server answered, opened as it is (GET: a redirect).
 */
export function PaymentForm({ payment }: { payment: PaymentData }) {
  const t = useMessages("checkout").payment;
  const ref = useRef<HTMLFormElement>(null);
  const redirect = payment.method === "GET" && followable(payment.action_url);
  useEffect(() => {
    if (redirect) openPaymentPage(payment.action_url);
    else if (payment.method === "POST") ref.current?.submit();
  }, [redirect, payment]);
  if (payment.method === "GET") {
    return (
      <section aria-label={t.label}>
        <p>{t.redirecting}</p>
        {redirect && <a href={payment.action_url}>{t.continue}</a>}
      </section>
    );
  }
  return (
    <form ref={ref} method="POST" action={payment.action_url} aria-label={t.label}>
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
