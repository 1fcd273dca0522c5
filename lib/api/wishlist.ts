"use client";

/** Wishlist calls (path `user/wishlist`): signed-in shoppers only; guests are told to sign in and sent to /sign-in. */
import { toast } from "./notify";
import { MSG } from "@/lib/domain/messages";
import { localize } from "@/lib/i18n/localize";
import type { WishlistEntry } from "@/lib/domain/types";
import { useShopStore } from "@/stores/shop-store";
import { api } from "./request";

export const WISHLIST_PATH = "user/wishlist";

function requireSignIn(message: string, navigate: (href: string) => void): boolean {
  if (useShopStore.getState().authenticated) return true;
  toast.error(localize(message));
  navigate("/sign-in");
  return false;
}

/** Whether a product is on the signed-in shopper's wishlist (an empty `user_wishlists` means not); guests: false. */
export async function loadWishlistFlag(productId: number): Promise<boolean> {
  if (!useShopStore.getState().authenticated) return false;
  const result = await api.get<{ user_wishlists: WishlistEntry[] }>(WISHLIST_PATH, { product_detail_id: productId });
  if (!result.ok) return useShopStore.getState().wishlist.includes(productId);
  const listed = result.data.user_wishlists.length > 0;
  const store = useShopStore.getState();
  if (listed) store.addToWishlist(productId);
  else store.removeFromWishlist(productId);
  return listed;
}

export async function addToWishlist(productId: number, navigate: (href: string) => void): Promise<boolean> {
  if (!requireSignIn(MSG.wishlist.signInToAdd, navigate)) return false;
  const result = await api.post<{ message?: string }>(WISHLIST_PATH, { product_detail_id: productId });
  if (result.ok) {
    useShopStore.getState().addToWishlist(productId);
    toast.success(localize(MSG.wishlist.added));
  }
  return result.ok;
}

export async function removeFromWishlist(productId: number, navigate: (href: string) => void): Promise<boolean> {
  if (!requireSignIn(MSG.wishlist.signInToRemove, navigate)) return false;
  const result = await api.delete<{ message?: string }>(WISHLIST_PATH, { product_detail_id: productId });
  if (result.ok) {
    useShopStore.getState().removeFromWishlist(productId);
    if (result.data.message) toast.success(localize(result.data.message));
  }
  return result.ok;
}
