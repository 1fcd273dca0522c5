import type { Metadata } from "next";
import { connection } from "next/server";
import { CartView } from "@/components/cart/cart-view";
import styles from "./page.module.css";

export const metadata: Metadata = { title: "Cart", robots: { index: false } };

/** /cart: a static shell; the lines live in the shopper's browser and the server's cart (a client island). */
export default async function CartPage() {
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Shopping Cart</h1>
      <CartView />
    </main>
  );
}
