import type { Metadata } from "next";
import { PaymentResponse } from "@/components/checkout/payment-response";
import styles from "@/components/checkout/checkout.module.css";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { PageMain } from "@/components/layout/page-main";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return {
    title: m.checkout.response.title,
    alternates: pageAlternates(lang, "/payment/response"),
    robots: { index: false },
  };
}

/** /payment/response: where the payment provider sends the shopper back. */
export default async function PaymentResponsePage({ params, searchParams }: Props) {
  const { lang, m } = await pageMessages(params);
  const raw = await searchParams;
  const query = Object.fromEntries(
    Object.entries(raw).flatMap(([k, v]) =>
      typeof v === "string" ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v[0]]] : [],
    ),
  );
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>{m.checkout.response.title}</h1>
      <ClientMessages lang={lang} namespaces={["checkout", "returns"]}>
        <PaymentResponse params={query} />
      </ClientMessages>
    </PageMain>
  );
}
