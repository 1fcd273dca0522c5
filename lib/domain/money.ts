/** Money display, shared by server and browser (spec section 1). Kept apart from dates: no dependency at all. */

/** Whole rupiah with a comma every three digits: 1250000 → '1,250,000'. */
export function formatThousands(amount: number): string {
  const whole = Number.isFinite(amount) ? Math.round(amount) : 0;
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return whole < 0 ? `-${digits}` : digits;
}

/** Spec section 1: whole amounts, thousands separator, prefix IDR: 1250000 → 'IDR 1,250,000'. */
export function formatIDR(amount: number): string {
  return `IDR ${formatThousands(amount)}`;
}
