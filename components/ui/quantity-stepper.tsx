"use client";

import { MAX_QTY } from "@/lib/domain/constants";
import { useMessages } from "@/lib/i18n/client";
import styles from "./quantity-stepper.module.css";

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The group's and the input's name; "Quantity" in the shopper's language by default. */
  label?: string;
  min?: number;
  max?: number;
}

/**
 * A form's quantity input: minus / number / plus; never goes below `min` (1 by default). Its words come from the
 * cart namespace. A cart line's stepper, which calls the cart API, is components/cart/cart-line-stepper.tsx.
 */
export function QuantityStepper({ value, onChange, label, min = 1, max = MAX_QTY }: QuantityStepperProps) {
  const t = useMessages("cart").stepper;
  const name = label ?? t.quantity;
  const clamp = (n: number) => Math.min(max, Math.max(min, Number.isFinite(n) ? Math.trunc(n) : min));
  return (
    <div className={styles.stepper} role="group" aria-label={name}>
      <button type="button" onClick={() => onChange(clamp(value - 1))} disabled={value <= min} aria-label={t.decrease}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={name}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(clamp(Number(event.target.value)))}
      />
      <button type="button" onClick={() => onChange(clamp(value + 1))} disabled={value >= max} aria-label={t.increase}>
        +
      </button>
    </div>
  );
}
