"use client";

/** Cart calls of spec section 7 with the client rules of section 4: optimistic, rolled back when the server refuses. */
import { toast } from "sonner";
import { MSG } from "@/lib/domain/messages";
import type { Cart, ProductPromo } from "@/lib/domain/types";
import { useShopStore } from "@/stores/shop-store";
import { lineId, type CartLine } from "@/stores/cart-rules";
import { api } from "./request";
import { getDeviceId } from "./storage";

export interface AddToCartItem {
  product_detail_id: number;
  product_name: string;
  image_url: string | null;
  retail_price: number;
  net_price: number;
  grand_price: number;
  group_id: number | null;
  sub_group_id: number | null;
  size: string;
  size_name: string;
  qty: number;
}

/** GET cart: replaces the client cart with the server's (a retrieve). */
export async function reloadCart(): Promise<void> {
  const deviceId = getDeviceId();
  if (!deviceId) return;
  await api.get<{ cart: Cart }>("cart", { local_device_id: deviceId }, { success: (data) => useShopStore.getState().retrieveCart(data.cart) });
}

/** GET promos: the bundle promos the cart is measured against. */
export async function loadProductPromos(): Promise<void> {
  await api.get<{ product_promos?: ProductPromo[] }>(
    "promos",
    undefined,
    {
      success: (data) => useShopStore.getState().setProductBundles(data.product_promos ?? []),
      error: (failure) => console.error("[promos]", failure.message),
    },
  );
}

/** POST cart: adds the item (optimistically), then reloads the cart and opens the panel. */
export async function addItemToCart(item: AddToCartItem): Promise<boolean> {
  const store = useShopStore.getState();
  const before = store.cartList.cart;
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
  store.addToCart(line);
  const result = await api.post<{ message?: string }>("cart", {
    local_device_id: getDeviceId(),
    product_detail_id: item.product_detail_id,
    size: item.size,
    qty: item.qty,
  });
  if (!result.ok) {
    useShopStore.setState((s) => ({ cartList: { ...s.cartList, cart: before } }));
    return false;
  }
  toast.success(MSG.cart.added);
  await reloadCart();
  useShopStore.getState().setCartOpened(true);
  return true;
}

type Step = "cart-item-increment-qty" | "cart-item-decrement-qty";

async function step(path: Step, line: CartLine): Promise<boolean> {
  const result = await api.post<{ message?: string }>(path, {
    local_device_id: getDeviceId(),
    product_detail_id: line.product_detail_id,
    size: line.size,
    qty: 1,
  });
  await reloadCart();
  return result.ok;
}

export async function incrementCartLine(line: CartLine): Promise<boolean> {
  return step("cart-item-increment-qty", line);
}

/** Lowers the quantity by one, only while it is above 1 (spec section 4). */
export async function decrementCartLine(line: CartLine): Promise<boolean> {
  if (line.qty <= 1) return false;
  useShopStore.getState().decrementCartLine(line.id);
  const ok = await step("cart-item-decrement-qty", line);
  if (ok) toast.warning(MSG.cart.decremented);
  return ok;
}

/** DELETE cart-item-remove (payload as query parameters), after the caller's 'Are you sure?'. */
export async function removeCartLine(line: CartLine): Promise<boolean> {
  const before = useShopStore.getState().cartList.cart;
  useShopStore.getState().removeCartLine(line.id);
  const result = await api.delete<{ message?: string }>("cart-item-remove", {
    local_device_id: getDeviceId(),
    product_detail_id: line.product_detail_id,
    size: line.size,
  });
  if (!result.ok) {
    useShopStore.setState((s) => ({ cartList: { ...s.cartList, cart: before } }));
    return false;
  }
  toast.error(MSG.cart.removed);
  await reloadCart();
  return true;
}
