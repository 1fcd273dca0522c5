/**
 * FAQ tab keys and the spec's English labels (spec section 2), apart from the answers so the browser island stays
 * small. The labels in the shopper's language are in the `info` catalogues (the English one takes these).
 */
export const FAQ_TAB_LABELS = {
  akun: "Account",
  keranjang: "Shopping Cart",
  shipping: "Shipping & Handling",
  payment: "Payment",
  help: "Help",
} as const;

export type FaqTabKey = keyof typeof FAQ_TAB_LABELS;
export interface FaqTab {
  key: FaqTabKey;
  label: string;
}

export const FAQ_TABS: readonly FaqTab[] = (Object.keys(FAQ_TAB_LABELS) as FaqTabKey[]).map((key) => ({
  key,
  label: FAQ_TAB_LABELS[key],
}));

export const DEFAULT_FAQ_TAB: FaqTabKey = "akun";

/** The tab named by a `?tab=` value; anything unknown falls back to the default tab. */
export function faqTabFromParam(value: string | string[] | undefined): FaqTabKey {
  const key = Array.isArray(value) ? value[0] : value;
  return FAQ_TABS.find((tab) => tab.key === key)?.key ?? DEFAULT_FAQ_TAB;
}

export function faqTabHref(key: FaqTabKey): string {
  return key === DEFAULT_FAQ_TAB ? "/faq" : `/faq?tab=${key}`;
}

/**
 * Keyboard movement in a horizontal tab list (WAI-ARIA tabs pattern): Left/Right wrap around, Home/End go
 * to the ends. Returns the index to move to, or null when the key is not a tab-list key.
 */
export function tabIndexAfterKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
