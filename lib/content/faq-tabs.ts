/** FAQ tab keys and labels (spec section 2), apart from the answers so the browser island stays small. */
export const FAQ_TABS = [
  { key: "akun", label: "Account" },
  { key: "keranjang", label: "Shopping Cart" },
  { key: "shipping", label: "Shipping & Handling" },
  { key: "payment", label: "Payment" },
  { key: "help", label: "Help" },
] as const;

export type FaqTabKey = (typeof FAQ_TABS)[number]["key"];
export type FaqTab = (typeof FAQ_TABS)[number];
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
