import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckoutWizard } from "@/components/checkout/checkout-wizard";
import styles from "@/components/checkout/checkout.module.css";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { PageMain } from "@/components/layout/page-main";
import { messagingEnabled } from "@/lib/server/messaging";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.checkout.meta.title, alternates: pageAlternates(lang, "/checkout"), robots: { index: false } };
}

/**
 * /checkout: static shell; the wizard is a client island working on the shopper's own cart. It also needs the
 * account namespace: a signed-in shopper adds an address with the account area's address form.
 */
export default async function CheckoutPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  return (
    <PageMain className={styles.page}>
      <h1 className={styles.title}>{m.checkout.title}</h1>
      <ClientMessages lang={lang} namespaces={["checkout", "account", "messaging"]}>
        <CheckoutWizard whatsappUpdates={messagingEnabled()} />
      </ClientMessages>
    </PageMain>
  );
}
