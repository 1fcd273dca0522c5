"use client";

import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import type { CartLine } from "@/lib/domain/cart/rules";

/** The cart's texts for a line: its "Size: M" and its name in aria-labels, "Kaos Polos (Size: M)". */
export function useLineTexts(): { size: (line: CartLine) => string; name: (line: CartLine) => string } {
  const { line: t } = useMessages("cart");
  const size = (line: CartLine) => fmt(t.size, { size: line.size });
  return { size, name: (line) => fmt(t.item, { name: line.product_name, size: size(line) }) };
}
