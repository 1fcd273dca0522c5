"use client";

/**
 * The wishlist actions in the browser: signed-in shoppers only (guests are told to sign in and sent to /sign-in);
 * each keeps the client's wishlist flags (stores/shop-store.ts) in step with the server. Calls and the flag's read:
 * lib/api/wishlist.ts.
 */
import { toast } from "sonner";
import { mutate } from "swr";
import { pendingSessionHandoff } from "@/lib/api/storage";
import { reportReadError } from "@/lib/api/fetcher";
import { deleteWishlistItem, postWishlistItem, readWishlist, useWishlistState, wishlistKey } from "@/lib/api/wishlist";
import { MSG } from "@/lib/domain/messages";
import { localize } from "@/lib/i18n/localize";
import { useShopStore } from "./shop-store";

/** Signed in, once a session begun without script has been picked up; else the guest is sent to sign in. */
async function requireSignIn(message: string, navigate: (href: string) => void): Promise<boolean> {
  const handoff = pendingSessionHandoff();
  if (handoff) await handoff;
  if (useShopStore.getState().authenticated) return true;
  toast.error(localize(message));
  navigate("/sign-in");
  return false;
}

/**
 * Keeps a product's wishlist flag in step with the server while a shopper is signed in (guests: nothing is read).
 */
export function useWishlistFlag(productId: number): void {
  const signedIn = useShopStore((state) => state.authenticated);
  useWishlistState(signedIn ? productId : null, (state) => {
    const store = useShopStore.getState();
    if (state.user_wishlists.length > 0) store.addToWishlist(productId);
    else store.removeFromWishlist(productId);
  });
}

/**
 * Reads a signed-in shopper's whole wishlist once per page load into the shared store, where every card's heart
 * finds its state with one selector (components/wishlist/card-heart.tsx): one read for the page, not one per card.
 * A change the shopper made while the read was on its way is kept over the answer.
 */
export async function syncWishlistIds(): Promise<void> {
  const before = new Set(useShopStore.getState().wishlist);
  try {
    const list = await readWishlist();
    const now = useShopStore.getState().wishlist;
    const added = now.filter((id) => !before.has(id));
    const removed = new Set([...before].filter((id) => !now.includes(id)));
    const server = list.user_wishlists.map((entry) => entry.product_detail_id).filter((id) => !removed.has(id));
    useShopStore.getState().setWishlist([...new Set([...server, ...added])]);
  } catch (failure) {
    reportReadError(failure);
  }
}

/**
 * Sends a change as an SWR mutation of the product's wishlist key: a read of the flag asked for before the change
 * (on mount; the click came first on a slow phone), or answered while it is on its way, is dropped.
 */
async function change<T>(productId: number, request: Promise<T>): Promise<T> {
  await mutate(wishlistKey(productId), request, { populateCache: false, revalidate: false });
  return request;
}

export async function addToWishlist(productId: number, navigate: (href: string) => void): Promise<boolean> {
  if (!(await requireSignIn(MSG.wishlist.signInToAdd, navigate))) return false;
  const result = await change(productId, postWishlistItem(productId));
  if (result.ok) {
    useShopStore.getState().addToWishlist(productId);
    toast.success(localize(MSG.wishlist.added));
  }
  return result.ok;
}

export async function removeFromWishlist(productId: number, navigate: (href: string) => void): Promise<boolean> {
  if (!(await requireSignIn(MSG.wishlist.signInToRemove, navigate))) return false;
  const result = await change(productId, deleteWishlistItem(productId));
  if (result.ok) {
    useShopStore.getState().removeFromWishlist(productId);
    if (result.data.message) toast.success(localize(result.data.message));
  }
  return result.ok;
}
