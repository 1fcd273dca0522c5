"use client";

import Link from "@/components/ui/local-link";
import { useConfirm } from "@/components/ui/use-confirm";
import { removeCartLine } from "@/stores/cart-actions";
import { MSG } from "@/lib/domain/messages";
import { useMessages, useMoney } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import type { CartLine } from "@/lib/domain/cart/rules";
import { CartLineImage } from "./cart-line-image";
import styles from "./cart-page.module.css";
import { CartLineStepper } from "./cart-line-stepper";
import { useLineTexts } from "./use-line-texts";

function Row({ line, readOnly }: { line: CartLine; readOnly: boolean }) {
  const { table: t, line: tl } = useMessages("cart");
  const money = useMoney();
  const texts = useLineTexts();
  const localize = useLocalize();
  const { ask, dialog } = useConfirm();
  const remove = async () => {
    if (await ask(localize(MSG.cart.confirmRemove))) void removeCartLine(line);
  };
  return (
    <tr>
      <td className={styles.imageCell}>
        <Link href={`/product/${line.product_detail_id}`} tabIndex={-1} aria-hidden="true">
          <CartLineImage src={line.image_url} alt="" width={96} />
        </Link>
      </td>
      <td data-label={t.product}>
        <Link href={`/product/${line.product_detail_id}`} className={styles.name}>
          {line.product_name}
        </Link>
        {line.bundledQty > 0 ? (
          <small className={styles.inBundle}>{fmt(tl.inBundle, { count: line.bundledQty })}</small>
        ) : null}
      </td>
      <td data-label={t.size}>{line.size}</td>
      <td data-label={t.price}>
        {line.retail_price > line.grandPrice ? <del className={styles.retail}>{money(line.retail_price)}</del> : null}
        <span>{money(line.grandPrice)}</span>
      </td>
      <td data-label={t.quantity}>{readOnly ? line.qty : <CartLineStepper line={line} />}</td>
      <td data-label={t.total} className={styles.lineTotal}>
        {money(line.sum)}
      </td>
      <td className={styles.removeCell}>
        {readOnly ? null : (
          <button
            type="button"
            className={styles.remove}
            onClick={() => void remove()}
            aria-label={fmt(tl.remove, { item: texts.name(line) })}
          >
            ×
          </button>
        )}
        {dialog}
      </td>
    </tr>
  );
}

/**
 * The cart's lines: a table on wide screens, one card per line on phones (same markup, CSS only). `readOnly` (the
 * server's cart, before the browser's client runs) shows quantities without the buttons that need it.
 */
export function CartTable({ lines, readOnly = false }: { lines: CartLine[]; readOnly?: boolean }) {
  const t = useMessages("cart").table;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t.image}</span>
          </th>
          <th scope="col">{t.product}</th>
          <th scope="col">{t.size}</th>
          <th scope="col">{t.price}</th>
          <th scope="col">{t.quantity}</th>
          <th scope="col">{t.total}</th>
          <th scope="col">
            <span className="visually-hidden">{t.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <Row key={line.id} line={line} readOnly={readOnly} />
        ))}
      </tbody>
    </table>
  );
}
