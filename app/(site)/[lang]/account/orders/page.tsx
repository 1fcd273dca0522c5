import type { Metadata } from "next";
import styles from "@/components/account/account.module.css";
import { OrdersList } from "@/components/orders/orders-list";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { pageAlternates } from "@/lib/i18n/alternates";
import { requirePageSession } from "@/lib/server/auth/page-session";

// Rendered per request (the shopper's session, cookies, the CSP nonce or the query): no static shell to check.
export const instant = false;

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  return { title: m.orders.meta.title, alternates: pageAlternates(lang, "/account/orders") };
}

/** /account/orders: the session is checked here on the server; the list is a client island reading GET user/orders. */
export default async function OrdersPage({ params }: Props) {
  const { lang, m } = await pageMessages(params);
  await requirePageSession("/account/orders", lang);
  return (
    <>
      <h1 className={styles.heading}>{m.orders.title}</h1>
      {/* checkout: 'Pay Now' posts the payment form and shows the checkout API's answers. */}
      <ClientMessages lang={lang} namespaces={["orders", "checkout", "returns"]}>
        <OrdersList />
      </ClientMessages>
    </>
  );
}
