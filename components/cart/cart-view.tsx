"use client";

import Link from "@/components/ui/local-link";
import type { BundlePromo } from "@/lib/domain/bundles";
import { useMessages, useMoney } from "@/lib/i18n/client";
import { cartTotals, type CartLine } from "@/lib/domain/cart/rules";
import { useShopStore } from "@/stores/shop-store";
import { BundleSummary } from "./bundle-summary";
import styles from "./cart-page.module.css";
import { CartTable } from "./cart-table";
import { useStoreHydrated } from "./use-store-hydrated";

/** The cart as the server read it for this request (its session or device cookie), shown until the client's own. */
export interface ServerCart {
  lines: CartLine[];
  promos: BundlePromo[];
  signedIn: boolean;
}

/**
 * The /cart page's content (spec section 2): the lines, the total and the way on to checkout. Before the shop
 * state is restored in the browser (and without JavaScript) it shows the server's cart, read-only.
 */
export function CartView({ serverCart }: { serverCart: ServerCart | null }) {
  const t = useMessages("cart").page;
  const money = useMoney();
  const { loading, continueShopping } = useMessages("common");
  const hydrated = useStoreHydrated();
  const storeLines = useShopStore((state) => state.cartList.cart);
  const storePromos = useShopStore((state) => state.cartList.productBundles);
  const storeSignedIn = useShopStore((state) => state.authenticated);
  const shown = hydrated ? { lines: storeLines, promos: storePromos, signedIn: storeSignedIn } : serverCart;

  if (!shown) return <p className={styles.loading}>{loading}</p>;
  const { lines, promos, signedIn } = shown;
  if (lines.length === 0) {
    return (
      <section className={styles.empty}>
        <h2>{t.emptyTitle}</h2>
        <p>{t.emptyText}</p>
        <Link href="/products" className={styles.secondary}>
          {continueShopping}
        </Link>
      </section>
    );
  }
  const totals = cartTotals(lines, promos);
  return (
    <>
      <CartTable lines={lines} readOnly={!hydrated} />
      <section className={styles.summary} aria-label={t.summary}>
        <BundleSummary totals={totals} />
        {totals.bundleDiscount > 0 ? (
          <p className={styles.totalRow}>
            <span>{t.subtotal}</span> <span>{money(totals.subtotal)}</span>
          </p>
        ) : null}
        <p className={`${styles.totalRow} ${styles.grand}`}>
          <span>{t.totalPrice}</span> <strong data-testid="cart-total">{money(totals.total)}</strong>
        </p>
        <div className={styles.actions}>
          <Link href="/products" className={styles.secondary}>
            {continueShopping}
          </Link>
          {signedIn ? (
            <Link href="/checkout" className={styles.primary}>
              {t.checkout}
            </Link>
          ) : (
            <>
              <Link href="/sign-in" className={styles.primary}>
                {t.signInToPurchase}
              </Link>
              <Link href="/checkout" className={styles.secondary}>
                {t.checkoutAsGuest}
              </Link>
            </>
          )}
        </div>
      </section>
    </>
  );
}
