"use client";

/**
 * The cart's calls of spec section 7, typed by the contract (lib/domain/cart/contract.ts), and its read as an SWR
 * hook. Each sends the shopper's device id; the optimistic actions around them (the client cart, the toasts) are in
 * stores/cart-actions.ts.
 */
import useSWR from "swr";
import type { CartAnswer, CartMessage } from "@/lib/domain/cart/contract";
import { readOptions, reportReadError, swrFetcher } from "./fetcher";
import { swrKey } from "./reads";
import { api, type Callbacks } from "./request";
import { getDeviceId } from "./storage";

/** A cart line as the cart calls name it: a product in one size. */
export interface CartLineRef {
  product_detail_id: number;
  size: string;
}

/** The SWR key of `GET cart`: null (nothing is read) where the browser keeps no device id. */
export function cartKey(): string | null {
  const deviceId = getDeviceId();
  return swrKey(deviceId && "cart", { local_device_id: deviceId });
}

/**
 * GET cart, read while `key` (cartKey()) is set and again after each change (stores/cart-actions.ts); `onSuccess`
 * gets each answer. Failures go to the general handler.
 */
export function useCart(key: string | null, onSuccess: (answer: CartAnswer) => void): void {
  useSWR<CartAnswer>(key, swrFetcher, {
    ...readOptions,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    onSuccess,
    onError: (failure) => reportReadError(failure),
  });
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
