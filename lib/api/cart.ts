/**
 * The cart's calls of spec section 7, typed by the contract (lib/domain/cart/contract.ts). Each sends the shopper's
 * device id; the optimistic actions around them (the client cart, the toasts) are in stores/cart-actions.ts.
 */
import type { CartAnswer, CartMessage } from "@/lib/domain/cart/contract";
import { api, type Callbacks } from "./request";
import { getDeviceId } from "./storage";

/** A cart line as the cart calls name it: a product in one size. */
export interface CartLineRef {
  product_detail_id: number;
  size: string;
}

/** GET cart: the server's cart; nothing is sent (null) before the browser has a device id. */
export async function fetchCart(callbacks?: Callbacks<CartAnswer>) {
  const deviceId = getDeviceId();
  if (!deviceId) return null;
  return api.get<CartAnswer>("cart", { local_device_id: deviceId }, callbacks);
}

/** POST cart: adds `qty` units of a size. */
export function postCartItem(line: CartLineRef & { qty: number }, callbacks?: Callbacks<CartMessage>) {
  return api.post<CartMessage>(
    "cart",
    { local_device_id: getDeviceId(), product_detail_id: line.product_detail_id, size: line.size, qty: line.qty },
    callbacks,
  );
}

const stepPayload = (line: CartLineRef) => ({
  local_device_id: getDeviceId(),
  product_detail_id: line.product_detail_id,
  size: line.size,
  qty: 1,
});

/** POST cart-item-increment-qty: one more of a line. */
export function incrementCartItem(line: CartLineRef, callbacks?: Callbacks<CartMessage>) {
  return api.post<CartMessage>("cart-item-increment-qty", stepPayload(line), callbacks);
}

/** POST cart-item-decrement-qty: one less of a line. */
export function decrementCartItem(line: CartLineRef, callbacks?: Callbacks<CartMessage>) {
  return api.post<CartMessage>("cart-item-decrement-qty", stepPayload(line), callbacks);
}

/** DELETE cart-item-remove (its payload as query parameters). */
export function removeCartItem(line: CartLineRef, callbacks?: Callbacks<CartMessage>) {
  return api.delete<CartMessage>(
    "cart-item-remove",
    { local_device_id: getDeviceId(), product_detail_id: line.product_detail_id, size: line.size },
    callbacks,
  );
}
