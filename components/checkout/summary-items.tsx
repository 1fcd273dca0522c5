"use client";

import Image from "next/image";
import type { SummaryItem } from "@/lib/domain/checkout/contract";
import { useLang, useMessages, useMoney } from "@/lib/i18n/client";
import { localHref } from "@/lib/i18n/route";
import styles from "./checkout.module.css";

/**
 * The items of the summary, linking to the product the way the cart does (left-sidebar/product/{id}). On a phone each
 * line is a stacked card whose cells carry their column's name (data-label), so nothing is clipped or scrolled.
 */
export function SummaryItems({ items }: { items: SummaryItem[] }) {
  const t = useMessages("checkout").summary;
  const money = useMoney();
  const lang = useLang();
  return (
    <table className={styles.items}>
      <thead>
        <tr>
          <th scope="col">{t.product}</th>
          <th scope="col">{t.size}</th>
          <th scope="col">{t.price}</th>
          <th scope="col">{t.qty}</th>
          <th scope="col">{t.total}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <td>
              {item.image_url && <Image src={item.image_url} alt="" width={56} height={70} />}{" "}
              <a href={localHref(lang, `/left-sidebar/product/${item.product_detail_id}`)}>{item.product_name}</a>
            </td>
            <td data-label={t.size}>{item.size_code}</td>
            <td data-label={t.price}>
              {item.retail_price !== item.price && <span className={styles.strike}>{money(item.retail_price)}</span>}
              {money(item.price)}
            </td>
            <td data-label={t.qty}>{item.qty}</td>
            <td data-label={t.total}>{money(item.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
