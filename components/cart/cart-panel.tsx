"use client";

import Link from "next/link";
import { useCallback, useId, useRef } from "react";
import { removeCartLine } from "@/lib/api/cart";
import { formatIDR } from "@/lib/domain/format";
import { LABELS, MSG, sizeLabel } from "@/lib/domain/messages";
import { cartTotals, type CartLine } from "@/stores/cart-rules";
import { useShopStore } from "@/stores/shop-store";
import { BundleSummary } from "./bundle-summary";
import { CartLineImage } from "./cart-line-image";
import styles from "./cart-panel.module.css";
import { useDialogFocus } from "./use-dialog-focus";

function PanelLine({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const remove = () => {
    if (window.confirm(MSG.cart.confirmRemove)) void removeCartLine(line);
  };
  return (
    <li className={styles.line}>
      <CartLineImage src={line.image_url} alt={line.product_name} width={64} />
      <div className={styles.lineText}>
        <Link href={`/product/${line.product_detail_id}`} onClick={onNavigate} className={styles.name}>
          {line.product_name}
        </Link>
        <span>{sizeLabel(line.size)}</span>
        <span>
          {line.qty} x {formatIDR(line.grandPrice)}
        </span>
      </div>
      <button type="button" className={styles.remove} onClick={remove} aria-label={`Remove ${line.product_name} (${sizeLabel(line.size)})`}>
        ×
      </button>
    </li>
  );
}

/** The panel itself: a modal dialog, rendered only while open. */
export function CartPanel() {
  const lines = useShopStore((state) => state.cartList.cart);
  const promos = useShopStore((state) => state.cartList.productBundles);
  const close = useCallback(() => useShopStore.getState().setCartOpened(false), []);
  const dialog = useRef<HTMLElement>(null);
  const titleId = useId();
  useDialogFocus(dialog, close);
  const totals = cartTotals(lines, promos);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" data-testid="cart-backdrop" />
      <section ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            My Cart
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label="Close cart">
            ×
          </button>
        </header>
        {lines.length === 0 ? (
          <div className={styles.empty}>
            <p>{LABELS.cartPanelEmpty}</p>
            <Link href="/products" onClick={close} className={styles.primary}>
              {LABELS.continueShopping}
            </Link>
          </div>
        ) : (
          <>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <PanelLine key={line.id} line={line} onNavigate={close} />
              ))}
            </ul>
            <footer className={styles.footer}>
              <BundleSummary totals={totals} />
              <p className={styles.subtotal}>
                <span>Subtotal</span>{" "}
                <strong>{formatIDR(totals.subtotal)}</strong>
              </p>
              {totals.bundleDiscount > 0 ? (
                <p className={styles.subtotal}>
                  <span>Total after bundles</span>{" "}
                  <strong>{formatIDR(totals.total)}</strong>
                </p>
              ) : null}
              <Link href="/cart" onClick={close} className={styles.primary}>
                {LABELS.goToCart}
              </Link>
            </footer>
          </>
        )}
      </section>
    </div>
  );
}
