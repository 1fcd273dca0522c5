import type { Metadata } from "next";
import { connection } from "next/server";
import { CheckoutWizard } from "@/components/checkout/checkout-wizard";
import styles from "@/components/checkout/checkout.module.css";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** /checkout: static shell; the wizard is a client island working on the shopper's own cart. */
export default async function CheckoutPage() {
  // Rendered per request so its scripts carry the CSP nonce of proxy.ts (lib/server/http/csp.ts).
  await connection();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutWizard />
    </main>
  );
}
