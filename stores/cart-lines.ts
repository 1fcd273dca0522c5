/**
 * The cart's lines changed by the cart rules of spec section 4 (lib/domain/cart/rules.ts), written to the shared
 * store: the one way the cart's actions (./cart-actions.ts) change the client cart.
 */
import type { BundlePromo } from "@/lib/domain/bundles";
import type { Cart } from "@/lib/domain/cart/contract";
import {
  addLine,
  decrementLine,
  incrementLine,
  linesFromOnlineCart,
  removeLine,
  withBundles,
  type CartLine,
} from "@/lib/domain/cart/rules";
import { useShopStore, type CartList } from "./shop-store";

const update = (change: (cartList: CartList) => Partial<CartList>) => useShopStore.getState().updateCartList(change);

export const cartLines = {
  add: (line: CartLine) => update((c) => ({ cart: addLine(c.cart, line, c.productBundles) })),
  increment: (id: string) => update((c) => ({ cart: incrementLine(c.cart, id, c.productBundles) })),
  decrement: (id: string) => update((c) => ({ cart: decrementLine(c.cart, id, c.productBundles) })),
  remove: (id: string) => update((c) => ({ cart: removeLine(c.cart, id, c.productBundles) })),
  /** Puts back the lines an optimistic change replaced (the server refused it). */
  restore: (lines: CartLine[]) => update((c) => ({ cart: withBundles(lines, c.productBundles) })),
  /** The server's cart replaces the client's (a retrieve). */
  retrieve: (onlineCart: Cart) =>
    update((c) => ({ onlineCart, cart: linesFromOnlineCart(onlineCart.cart_items, c.productBundles) })),
  /** The running bundle promos, and every line's bundled quantity measured against them. */
  setBundles: (productBundles: BundlePromo[]) =>
    update((c) => ({ productBundles, cart: withBundles(c.cart, productBundles) })),
};
