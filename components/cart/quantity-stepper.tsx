"use client";

import { decrementCartLine, incrementCartLine } from "@/lib/api/cart";
import { sizeLabel } from "@/lib/domain/messages";
import type { CartLine } from "@/stores/cart-rules";
import styles from "./cart-page.module.css";

/** The cart page's quantity box: minus (only while above 1), the quantity, plus. */
export function QuantityStepper({ line }: { line: CartLine }) {
  const what = `${line.product_name} (${sizeLabel(line.size)})`;
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${what}`}>
      <button type="button" onClick={() => void decrementCartLine(line)} disabled={line.qty <= 1} aria-label={`Decrease quantity of ${what}`}>
        −
      </button>
      <output aria-live="polite" aria-label={`Quantity of ${what}`}>
        {line.qty}
      </output>
      <button type="button" onClick={() => void incrementCartLine(line)} aria-label={`Increase quantity of ${what}`}>
        +
      </button>
    </div>
  );
}
