import type { Metadata } from "next";
import { connection } from "next/server";
import { CartView } from "@/components/cart/cart-view";
import { pageMessages } from "@/lib/i18n/server";
import styles from "./page.module.css";

interface Props {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { m } = await pageMessages(params);
  return { title: m.cart.meta.title, robots: { index: false } };
}

/** /cart: a static shell; the lines live in the shopper's browser and the server's cart (a client island). */
export default async function CartPage({ params }: Props) {
  const { m } = await pageMessages(params);
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{m.cart.title}</h1>
      <CartView />
    </main>
  );
}
