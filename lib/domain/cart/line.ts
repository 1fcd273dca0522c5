/**
 * A client cart line and what the header needs of it: a module apart from the cart rules (./rules.ts), so the cart
 * button on every page does not carry the bundle and price rules with it.
 */

/** A client cart line: the product plus qty, sum, grandPrice, size, group ids and bundledQty (spec section 3). */
export interface CartLine {
  /** product id + size, unique in the cart. */
  id: string;
  product_detail_id: number;
  product_name: string;
  image_url: string | null;
  retail_price: number;
  net_price: number;
  grandPrice: number;
  size: string;
  size_name: string;
  group_id: number | null;
  sub_group_id: number | null;
  qty: number;
  sum: number;
  bundledQty: number;
}

export const lineId = (productId: number, size: string) => `${productId}:${size}`;

export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, line) => n + line.qty, 0);
