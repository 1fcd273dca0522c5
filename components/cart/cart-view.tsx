"use client";

import Link from "next/link";
import { formatIDR } from "@/lib/domain/format";
import { LABELS } from "@/lib/domain/messages";
import { cartTotals } from "@/stores/cart-rules";
import { useShopStore } from "@/stores/shop-store";
import { BundleSummary } from "./bundle-summary";
import styles from "./cart-page.module.css";
import { CartTable } from "./cart-table";
import { useStoreHydrated } from "./use-store-hydrated";

/** The /cart page's content (spec section 2): the lines, the total and the way on to checkout. */
export function CartView() {
  const hydrated = useStoreHydrated();
  const lines = useShopStore((state) => state.cartList.cart);
  const promos = useShopStore((state) => state.cartList.productBundles);
  const signedIn = useShopStore((state) => state.authenticated);

  if (!hydrated) return <p className={styles.loading}>{LABELS.loading}</p>;
  if (lines.length === 0) {
    return (
      <section className={styles.empty}>
        <h2>{LABELS.cartPageEmptyTitle}</h2>
        <p>{LABELS.cartPageEmptyText}</p>
        <Link href="/products" className={styles.secondary}>
          {LABELS.continueShopping}
        </Link>
      </section>
    );
  }
  const totals = cartTotals(lines, promos);
  return (
    <>
      <CartTable lines={lines} />
      <section className={styles.summary} aria-label="Cart total">
        <BundleSummary totals={totals} />
        {totals.bundleDiscount > 0 ? (
          <p className={styles.totalRow}>
            <span>Subtotal</span> <span>{formatIDR(totals.subtotal)}</span>
          </p>
        ) : null}
        <p className={`${styles.totalRow} ${styles.grand}`}>
          <span>Total Price</span> <strong data-testid="cart-total">{formatIDR(totals.total)}</strong>
        </p>
        <div className={styles.actions}>
          <Link href="/products" className={styles.secondary}>
            {LABELS.continueShopping}
          </Link>
          {signedIn ? (
            <Link href="/checkout" className={styles.primary}>
              Checkout
            </Link>
          ) : (
            <>
              <Link href="/sign-in" className={styles.primary}>
                {LABELS.signInToPurchase}
              </Link>
              <Link href="/checkout" className={styles.secondary}>
                Checkout as Guest
              </Link>
            </>
          )}
        </div>
      </section>
    </>
  );
}
