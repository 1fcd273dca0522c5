"use client";

import Link from "next/link";
import { removeCartLine } from "@/lib/api/cart";
import { formatIDR } from "@/lib/domain/format";
import { MSG, sizeLabel } from "@/lib/domain/messages";
import type { CartLine } from "@/stores/cart-rules";
import { CartLineImage } from "./cart-line-image";
import styles from "./cart-page.module.css";
import { QuantityStepper } from "./quantity-stepper";

function Row({ line }: { line: CartLine }) {
  const remove = () => {
    if (window.confirm(MSG.cart.confirmRemove)) void removeCartLine(line);
  };
  return (
    <tr>
      <td className={styles.imageCell}>
        <Link href={`/product/${line.product_detail_id}`} tabIndex={-1} aria-hidden="true">
          <CartLineImage src={line.image_url} alt="" width={96} />
        </Link>
      </td>
      <td data-label="Product">
        <Link href={`/product/${line.product_detail_id}`} className={styles.name}>
          {line.product_name}
        </Link>
        {line.bundledQty > 0 ? <small className={styles.inBundle}>{line.bundledQty} in a bundle promo</small> : null}
      </td>
      <td data-label="Size">{line.size_name || line.size}</td>
      <td data-label="Price">
        {line.retail_price > line.grandPrice ? <del className={styles.retail}>{formatIDR(line.retail_price)}</del> : null}
        <span>{formatIDR(line.grandPrice)}</span>
      </td>
      <td data-label="Quantity">
        <QuantityStepper line={line} />
      </td>
      <td data-label="Total" className={styles.lineTotal}>
        {formatIDR(line.sum)}
      </td>
      <td className={styles.removeCell}>
        <button type="button" className={styles.remove} onClick={remove} aria-label={`Remove ${line.product_name} (${sizeLabel(line.size)})`}>
          ×
        </button>
      </td>
    </tr>
  );
}

/** The cart's lines: a table on wide screens, one card per line on phones (same markup, CSS only). */
export function CartTable({ lines }: { lines: CartLine[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className={styles.visuallyHidden}>Image</span>
          </th>
          <th scope="col">Product</th>
          <th scope="col">Size</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <Row key={line.id} line={line} />
        ))}
      </tbody>
    </table>
  );
}
