/** 'Only N left': a size with this many units or fewer across all showrooms (and at least one) shows its count. */
export const LOW_STOCK_MAX = 3;

export function unitsLeftShown(total: number): number | null {
  return total >= 1 && total <= LOW_STOCK_MAX ? total : null;
}
