import "server-only";

/** One fixed order for touching stock rows, so concurrent reservations and releases never deadlock. */
export function byStockRow(
  a: { productId: number; sizeCode: string },
  b: { productId: number; sizeCode: string },
): number {
  if (a.productId !== b.productId) return a.productId - b.productId;
  return a.sizeCode < b.sizeCode ? -1 : a.sizeCode > b.sizeCode ? 1 : 0;
}
