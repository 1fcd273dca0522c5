import type { Metadata } from "next";
import { PaymentResponse } from "@/components/checkout/payment-response";
import styles from "@/components/checkout/checkout.module.css";
import { LABELS } from "@/lib/domain/messages";

export const metadata: Metadata = { title: LABELS.orderSuccessTitle, robots: { index: false } };

/** /payment/response: where the payment provider sends the shopper back. */
export default async function PaymentResponsePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = await searchParams;
  const params = Object.fromEntries(Object.entries(raw).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [])));
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{LABELS.orderSuccessTitle}</h1>
      <PaymentResponse params={params} />
    </main>
  );
}
