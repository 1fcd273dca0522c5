import type { Metadata } from "next";
import { CheckoutWizard } from "@/components/checkout/checkout-wizard";
import styles from "@/components/checkout/checkout.module.css";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** /checkout: static shell; the wizard is a client island working on the shopper's own cart. */
export default function CheckoutPage() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutWizard />
    </main>
  );
}
