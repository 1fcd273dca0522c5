"use client";

/**
 * The cart actions of spec section 4 in the browser: optimistic on the client cart (stores/shop-store.ts), rolled
 * back when the server refuses, with the shopper's toasts; each change is an SWR mutation of the cart's key, after
 * which the server's cart is read again (lib/api/cart.ts useCart, components/cart/cart-bootstrap.tsx).
 */
import { mutate } from "swr";
import { cartKey, decrementCartItem, incrementCartItem, postCartItem, removeCartItem } from "@/lib/api/cart";
import type { ApiResult } from "@/lib/api/request";
import { toast } from "sonner";
import { ADD_TO_CART_TOAST, addToCartProblem } from "@/lib/domain/cart/add-to-cart";
import { lineId, type CartLine } from "@/lib/domain/cart/rules";
import { MSG } from "@/lib/domain/messages";
import { localize } from "@/lib/i18n/localize";
import { cartLines } from "./cart-lines";
import { useShopStore } from "./shop-store";

/** What an add to cart needs: the product as the client cart shows it, and the shopper's choice. */
export interface AddToCartItem {
  product_detail_id: number;
  product_name: string;
  image_url: string | null;
  retail_price: number;
  net_price: number;
  grand_price: number;
  group_id: number | null;
  sub_group_id: number | null;
  /** '' until the shopper picks a size. */
  size: string;
  size_name: string;
  qty: number;
}

/**
 * Applies `change` to the client cart at once and sends `request`; a refusal puts the lines back (the error toast
 * comes from the general handler). The request runs as an SWR mutation of the cart's key: a read of the cart asked
 * for before it, or answered while it is on its way, is dropped, and the cart is read again once it is done (the
 * server's cart is the truth).
 */
async function optimistic<T>(change: () => void, request: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const before = useShopStore.getState().cartList.cart;
  change();
  const sent = request().then((result) => {
    if (!result.ok) cartLines.restore(before);
    return result;
  });
  const key = cartKey();
  if (key) await mutate(key, sent, { populateCache: false });
  return sent;
}

const refOf = (line: CartLine) => ({ product_detail_id: line.product_detail_id, size: line.size });

/** POST cart: refused offline, then checks the form, adds the item (optimistically), then reloads the cart and opens the panel. */
export async function addItemToCart(item: AddToCartItem): Promise<boolean> {
  // Offline, refused with a clear message rather than queued: stock, price and the cart live on the server
  // (docs/adr/0009-offline.md).
  if (typeof navigator !== "undefined" && !navigator.onLine) {
    toast.error(localize(MSG.cart.offline), { id: ADD_TO_CART_TOAST });
    return false;
  }
  const invalid = addToCartProblem({ productId: item.product_detail_id, size: item.size, qty: item.qty });
  if (invalid) {
    toast.error(localize(invalid), { id: ADD_TO_CART_TOAST });
    return false;
  }
  const line: CartLine = {
    id: lineId(item.product_detail_id, item.size),
    product_detail_id: item.product_detail_id,
    product_name: item.product_name,
    image_url: item.image_url,
    retail_price: item.retail_price,
    net_price: item.net_price,
    grandPrice: item.grand_price,
    size: item.size,
    size_name: item.size_name,
    group_id: item.group_id,
    sub_group_id: item.sub_group_id,
    qty: item.qty,
    sum: item.grand_price * item.qty,
    bundledQty: 0,
  };
  const result = await optimistic(
    () => cartLines.add(line),
    () => postCartItem({ product_detail_id: item.product_detail_id, size: item.size, qty: item.qty }),
  );
  if (!result.ok) return false;
  announceCartAdded();
  return true;
}

/** What an added item shows: 'Item Added to Cart' and the cart panel (also after the form added it before hydration). */
export function announceCartAdded(): void {
  toast.success(localize(MSG.cart.added), { id: ADD_TO_CART_TOAST });
  useShopStore.getState().setCartOpened(true);
}

/** POST cart-item-increment-qty: one more of a line; the server's message is the toast. */
export async function incrementCartLine(line: CartLine): Promise<boolean> {
  const result = await optimistic(
    () => cartLines.increment(line.id),
    () => incrementCartItem(refOf(line)),
  );
  if (result.ok && result.data.message) toast.success(localize(result.data.message));
  return result.ok;
}

/** POST cart-item-decrement-qty: one less, only while the quantity is above 1 (spec section 4). */
export async function decrementCartLine(line: CartLine): Promise<boolean> {
  if (line.qty <= 1) return false;
  const result = await optimistic(
    () => cartLines.decrement(line.id),
    () => decrementCartItem(refOf(line)),
  );
  if (result.ok) toast.warning(localize(MSG.cart.decremented));
  return result.ok;
}

/** DELETE cart-item-remove (payload as query parameters), after the caller's 'Are you sure?'. */
export async function removeCartLine(line: CartLine): Promise<boolean> {
  const result = await optimistic(
    () => cartLines.remove(line.id),
    () => removeCartItem(refOf(line)),
  );
  if (result.ok) toast.error(localize(MSG.cart.removed));
  return result.ok;
}
