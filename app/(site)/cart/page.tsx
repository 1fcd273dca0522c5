import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import styles from "./page.module.css";

export const metadata: Metadata = { title: "Cart", robots: { index: false } };

/** /cart: a static shell; the lines live in the shopper's browser and the server's cart (a client island). */
export default function CartPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Shopping Cart</h1>
      <CartView />
    </main>
  );
}
