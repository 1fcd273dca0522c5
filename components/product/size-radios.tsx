"use client";

import type { ReactNode } from "react";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { localSizeName } from "@/lib/i18n/size-name";
import type { CardProduct } from "@/components/catalog/card-product";
import styles from "./size-picker.module.css";

interface SizeRadiosProps {
  sizes: CardProduct["sizes"];
  value: string;
  onChoose: (sizeCode: string) => void;
  /** Called instead of onChoose when an out-of-stock size is picked. */
  onOutOfStock: (sizeCode: string) => void;
  name: string;
  /** Shown beside the legend: the size guide's link. */
  aside?: ReactNode;
}

/**
 * The product page's sizes as a radio group of its add-to-cart form: a size picked before the page is
 * interactive (or without JavaScript) is still the form's size. An out-of-stock size stays pickable so the shopper
 * learns why it cannot be chosen; once interactive, picking it gives the notice and leaves it unchosen.
 */
export function SizeRadios({ sizes, value, onChoose, onOutOfStock, name, aside }: SizeRadiosProps) {
  const t = useMessages("product").size;
  return (
    <fieldset className={`${styles.sizes} ${styles.withAside}`}>
      <legend>{t.legend}</legend>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
      <div className={styles.options}>
        {sizes.map((size) => (
          <label
            key={size.size_code}
            title={localSizeName(size.size_name, t.names)}
            className={[
              styles.size,
              styles.radio,
              size.is_available ? "" : styles.unavailable,
              size.units_left ? styles.withLeft : "",
            ].join(" ")}
          >
            <input
              type="radio"
              name={name}
              value={size.size_code}
              checked={value === size.size_code}
              aria-label={[
                fmt(size.is_available ? t.label : t.outOfStock, { size: size.size_code }),
                size.units_left ? fmt(t.onlyLeft, { count: size.units_left }) : "",
              ]
                .filter(Boolean)
                .join(", ")}
              data-available={size.is_available ? "1" : "0"}
              onChange={() => (size.is_available ? onChoose(size.size_code) : onOutOfStock(size.size_code))}
            />
            {size.size_code}
            {size.is_available && size.units_left ? (
              <small className={styles.left}>{fmt(t.onlyLeft, { count: size.units_left })}</small>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
