/** The cart rules of spec section 4, as pure functions over the client's cart lines. */
import { computeBundles, type AppliedBundle, type BundlePromo, type BundleLine } from "@/lib/domain/bundles";
import { grandPrice } from "@/lib/domain/pricing";
import type { CartItem, CartProductDetail } from "@/lib/domain/cart/contract";
import { lineId, type CartLine } from "./line";

export { cartCount, lineId, type CartLine } from "./line";

function bundleLines(lines: readonly CartLine[]): BundleLine[] {
  return lines.map((line) => ({
    key: line.id,
    product_detail_id: line.product_detail_id,
    group_id: line.group_id ?? 0,
    sub_group_id: line.sub_group_id,
    qty: line.qty,
    unitPrice: line.grandPrice,
  }));
}

/** Recomputes every line's bundledQty from the running bundle promos. */
export function withBundles(lines: CartLine[], promos: readonly BundlePromo[]): CartLine[] {
  const result = computeBundles(bundleLines(lines), promos);
  return lines.map((line) => ({ ...line, bundledQty: result.bundledQty[line.id] ?? 0 }));
}

export interface CartTotals {
  subtotal: number;
  /** The bundle promos that apply, each with its discount. */
  bundles: AppliedBundle[];
  bundleDiscount: number;
  total: number;
}

/** What the shopper sees under the cart: subtotal, the bundles that apply and their discount, and the total. */
export function cartTotals(lines: readonly CartLine[], promos: readonly BundlePromo[]): CartTotals {
  const result = computeBundles(bundleLines(lines), promos);
  const subtotal = cartSubtotal(lines);
  return {
    subtotal,
    bundles: result.applied,
    bundleDiscount: result.totalDiscount,
    total: subtotal - result.totalDiscount,
  };
}

/** ADD_TO_CART: a product already in the cart rises by 1; otherwise the line is appended with its qty. */
export function addLine(lines: CartLine[], added: CartLine, promos: readonly BundlePromo[]): CartLine[] {
  const existing = lines.find((line) => line.id === added.id);
  const next = existing
    ? lines.map((line) =>
        line.id === added.id ? { ...line, qty: line.qty + 1, sum: line.grandPrice * (line.qty + 1) } : line,
      )
    : [...lines, { ...added, sum: added.grandPrice * added.qty }];
  return withBundles(next, promos);
}

/** A plus on the cart page raises qty by 1. */
export function incrementLine(lines: CartLine[], id: string, promos: readonly BundlePromo[]): CartLine[] {
  const next = lines.map((line) =>
    line.id === id ? { ...line, qty: line.qty + 1, sum: line.grandPrice * (line.qty + 1) } : line,
  );
  return withBundles(next, promos);
}

/** A decrement lowers qty by 1 only while qty is above 1. */
export function decrementLine(lines: CartLine[], id: string, promos: readonly BundlePromo[]): CartLine[] {
  const next = lines.map((line) =>
    line.id === id && line.qty > 1 ? { ...line, qty: line.qty - 1, sum: line.grandPrice * (line.qty - 1) } : line,
  );
  return withBundles(next, promos);
}

export function removeLine(lines: CartLine[], id: string, promos: readonly BundlePromo[]): CartLine[] {
  return withBundles(
    lines.filter((line) => line.id !== id),
    promos,
  );
}

/**
 * A cart line of the server's cart (lib/domain/cart/contract.ts CartItem), read leniently: without `grand_price` the
 * price is computed from the direct discount, and missing group ids count as none.
 */
export type OnlineCartItem = Omit<CartItem, "product_detail"> & {
  product_detail: Pick<CartProductDetail, "product_name" | "retail_price" | "net_price" | "product_images"> &
    Partial<Pick<CartProductDetail, "direct_discount" | "grand_price" | "group_id" | "sub_group_id">>;
};

/** A retrieve replaces the cart with the server's (online) cart. */
export function linesFromOnlineCart(items: readonly OnlineCartItem[], promos: readonly BundlePromo[]): CartLine[] {
  const lines = items.map((item): CartLine => {
    const detail = item.product_detail;
    const price =
      detail.grand_price ??
      grandPrice(
        detail.net_price,
        detail.direct_discount?.direct_disc_percent ?? 0,
        detail.direct_discount?.direct_disc_nominal ?? 0,
      );
    const cover = detail.product_images.find((image) => image.image_type === "COVER") ?? detail.product_images[0];
    return {
      id: lineId(item.product_detail_id, item.size_code),
      product_detail_id: item.product_detail_id,
      product_name: detail.product_name,
      image_url: cover?.image_url ?? null,
      retail_price: detail.retail_price,
      net_price: detail.net_price,
      grandPrice: price,
      size: item.size_code,
      size_name: item.size_name,
      group_id: detail.group_id ?? null,
      sub_group_id: detail.sub_group_id ?? null,
      qty: item.qty,
      sum: price * item.qty,
      bundledQty: 0,
    };
  });
  return withBundles(lines, promos);
}

export const cartSubtotal = (lines: readonly CartLine[]) => lines.reduce((n, line) => n + line.sum, 0);
