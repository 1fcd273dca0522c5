"use client";

/**
 * The cart actions of spec section 4 in the browser: optimistic on the client cart (stores/shop-store.ts), rolled
 * back when the server refuses, with the shopper's toasts. The calls themselves are lib/api/cart.ts.
 */
import { decrementCartItem, fetchCart, incrementCartItem, postCartItem, removeCartItem } from "@/lib/api/cart";
import { loadProductPromos as fetchProductPromos } from "@/lib/api/catalog";
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

/** Only the newest reload may write the cart: an older answer arriving late must not undo a newer one. */
let reloadSerial = 0;

/** GET cart: replaces the client cart with the server's (a retrieve). */
export async function reloadCart(): Promise<void> {
  const serial = ++reloadSerial;
  await fetchCart({
    success: (data) => {
      if (serial === reloadSerial) cartLines.retrieve(data.cart);
    },
  });
}

/** GET promos: the bundle promos the cart is measured against. */
export async function loadProductPromos(): Promise<void> {
  await fetchProductPromos({
    success: (data) => cartLines.setBundles(data.product_promos),
    error: (failure) => {
      console.error("[promos]", failure.message);
      toast.error(localize(MSG.load.product));
    },
  });
}

/**
 * Applies `change` to the client cart at once, sends `request`, and on a refusal puts the lines back (the error
 * toast comes from the general handler). Either way the server's cart is reloaded: it is the truth.
 */
async function optimistic<T>(change: () => void, request: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const before = useShopStore.getState().cartList.cart;
  change();
  const result = await request();
  if (!result.ok) cartLines.restore(before);
  await reloadCart();
  return result;
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
