"use client";

/**
 * The wishlist actions in the browser: signed-in shoppers only (guests are told to sign in and sent to /sign-in);
 * each keeps the client's wishlist flags (stores/shop-store.ts) in step with the server. Calls: lib/api/wishlist.ts.
 */
import { toast } from "sonner";
import { deleteWishlistItem, fetchWishlistState, postWishlistItem } from "@/lib/api/wishlist";
import { MSG } from "@/lib/domain/messages";
import { localize } from "@/lib/i18n/localize";
import { useShopStore } from "./shop-store";

function requireSignIn(message: string, navigate: (href: string) => void): boolean {
  if (useShopStore.getState().authenticated) return true;
  toast.error(localize(message));
  navigate("/sign-in");
  return false;
}

/**
 * How many adds and removals this page has started per product. A read of the flag that was sent before the
 * shopper's own change may be answered after it (the read started on mount, the click came first on a slow phone):
 * its answer is older than the change and is dropped.
 */
const changes = new Map<number, number>();

function changeStarted(productId: number): void {
  changes.set(productId, (changes.get(productId) ?? 0) + 1);
}

/** Whether a product is on the signed-in shopper's wishlist (an empty `user_wishlists` means not); guests: false. */
export async function loadWishlistFlag(productId: number): Promise<boolean> {
  if (!useShopStore.getState().authenticated) return false;
  const changedBefore = changes.get(productId) ?? 0;
  const result = await fetchWishlistState(productId);
  if (!result.ok || (changes.get(productId) ?? 0) !== changedBefore)
    return useShopStore.getState().wishlist.includes(productId);
  const listed = result.data.user_wishlists.length > 0;
  const store = useShopStore.getState();
  if (listed) store.addToWishlist(productId);
  else store.removeFromWishlist(productId);
  return listed;
}

export async function addToWishlist(productId: number, navigate: (href: string) => void): Promise<boolean> {
  if (!requireSignIn(MSG.wishlist.signInToAdd, navigate)) return false;
  changeStarted(productId);
  const result = await postWishlistItem(productId);
  if (result.ok) {
    useShopStore.getState().addToWishlist(productId);
    toast.success(localize(MSG.wishlist.added));
  }
  return result.ok;
}

export async function removeFromWishlist(productId: number, navigate: (href: string) => void): Promise<boolean> {
  if (!requireSignIn(MSG.wishlist.signInToRemove, navigate)) return false;
  changeStarted(productId);
  const result = await deleteWishlistItem(productId);
  if (result.ok) {
    useShopStore.getState().removeFromWishlist(productId);
    if (result.data.message) toast.success(localize(result.data.message));
  }
  return result.ok;
}
