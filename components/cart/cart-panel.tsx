"use client";

import Link from "@/components/ui/local-link";
import { useCallback, useId, useRef } from "react";
import { useConfirm } from "@/components/ui/use-confirm";
import { removeCartLine } from "@/stores/cart-actions";
import { MSG } from "@/lib/domain/messages";
import { useMessages, useMoney } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import { cartTotals, type CartLine } from "@/lib/domain/cart/rules";
import { useShopStore } from "@/stores/shop-store";
import { BundleSummary } from "./bundle-summary";
import { CartLineImage } from "./cart-line-image";
import styles from "./cart-panel.module.css";
import { useDialogFocus } from "./use-dialog-focus";
import { useLineTexts } from "./use-line-texts";

function PanelLine({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const t = useMessages("cart").line;
  const money = useMoney();
  const texts = useLineTexts();
  const localize = useLocalize();
  const { ask, dialog } = useConfirm();
  const remove = async () => {
    if (await ask(localize(MSG.cart.confirmRemove))) void removeCartLine(line);
  };
  return (
    <li className={styles.line}>
      <CartLineImage src={line.image_url} alt={line.product_name} width={64} />
      <div className={styles.lineText}>
        <Link href={`/product/${line.product_detail_id}`} onClick={onNavigate} className={styles.name}>
          {line.product_name}
        </Link>
        <span>{texts.size(line)}</span>
        <span>
          {line.qty} x {money(line.grandPrice)}
        </span>
      </div>
      <button
        type="button"
        className={styles.remove}
        onClick={() => void remove()}
        aria-label={fmt(t.remove, { item: texts.name(line) })}
      >
        ×
      </button>
      {dialog}
    </li>
  );
}

/** The panel itself: a modal dialog, rendered only while open. */
export function CartPanel() {
  const t = useMessages("cart").panel;
  const money = useMoney();
  const { continueShopping } = useMessages("common");
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
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t.title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t.close}>
            ×
          </button>
        </header>
        {lines.length === 0 ? (
          <div className={styles.empty}>
            <p>{t.empty}</p>
            <Link href="/products" onClick={close} className={styles.primary}>
              {continueShopping}
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
                <span>{t.subtotal}</span> <strong>{money(totals.subtotal)}</strong>
              </p>
              {totals.bundleDiscount > 0 ? (
                <p className={styles.subtotal}>
                  <span>{t.totalAfterBundles}</span> <strong>{money(totals.total)}</strong>
                </p>
              ) : null}
              <Link href="/cart" onClick={close} className={styles.primary}>
                {t.goToCart}
              </Link>
            </footer>
          </>
        )}
      </section>
    </div>
  );
}
