"use client";

import { decrementCartLine, incrementCartLine } from "@/stores/cart-actions";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import type { CartLine } from "@/lib/domain/cart/rules";
import styles from "./cart-page.module.css";
import { useLineTexts } from "./use-line-texts";

/**
 * The cart page's quantity box of one cart line: minus (only while above 1), the quantity, plus, each a cart call
 * (stores/cart-actions.ts). Not the form's number input (components/ui/quantity-stepper.tsx QuantityStepper, which
 * only edits a value before an add to cart).
 */
export function CartLineStepper({ line }: { line: CartLine }) {
  const t = useMessages("cart").stepper;
  const item = useLineTexts().name(line);
  const quantityOf = fmt(t.quantityOf, { item });
  return (
    <div className={styles.stepper} role="group" aria-label={quantityOf}>
      <button
        type="button"
        onClick={() => void decrementCartLine(line)}
        disabled={line.qty <= 1}
        aria-label={fmt(t.decreaseOf, { item })}
      >
        −
      </button>
      <output aria-live="polite" aria-label={quantityOf}>
        {line.qty}
      </output>
      <button type="button" onClick={() => void incrementCartLine(line)} aria-label={fmt(t.increaseOf, { item })}>
        +
      </button>
    </div>
  );
}
