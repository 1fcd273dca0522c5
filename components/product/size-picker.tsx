"use client";

import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { localSizeName } from "@/lib/i18n/size-name";
import type { CardProduct } from "@/components/catalog/card-product";
import styles from "./size-picker.module.css";

interface SizePickerProps {
  sizes: CardProduct["sizes"];
  value: string;
  onChoose: (sizeCode: string) => void;
  /** Called instead of onChoose when an out-of-stock size is clicked. */
  onOutOfStock: (sizeCode: string) => void;
  name: string;
}

/** Size buttons; an out-of-stock size stays clickable so the shopper learns why it cannot be chosen. */
export function SizePicker({ sizes, value, onChoose, onOutOfStock, name }: SizePickerProps) {
  const t = useMessages("product").size;
  return (
    <fieldset className={styles.sizes}>
      <legend>{t.legend}</legend>
      <div className={styles.options}>
        {sizes.map((size) => {
          const selected = value === size.size_code;
          return (
            <button
              key={size.size_code}
              type="button"
              name={name}
              aria-pressed={selected}
              aria-label={fmt(size.is_available ? t.label : t.outOfStock, { size: size.size_code })}
              title={localSizeName(size.size_name, t.names)}
              className={[
                styles.size,
                selected ? styles.selected : "",
                size.is_available ? "" : styles.unavailable,
              ].join(" ")}
              onClick={() => (size.is_available ? onChoose(size.size_code) : onOutOfStock(size.size_code))}
            >
              {size.size_code}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
