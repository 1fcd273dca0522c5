"use client";

/**
 * The wishlist's calls (path `user/wishlist`) and the back-in-stock request (`user/stock-alerts`), typed by the
 * contract (lib/domain/wishlist/contract.ts): signed-in shoppers only. The actions that keep the client's wishlist
 * flags and tell guests to sign in are in stores/wishlist-actions.ts.
 */
import useSWR from "swr";
import type { WishlistList, WishlistMessage, WishlistState } from "@/lib/domain/wishlist/contract";
import { readOptions, reportReadError, swrFetcher } from "./fetcher";
import { swrKey } from "./reads";
import { api, type Callbacks } from "./request";

export const WISHLIST_PATH = "user/wishlist";

/** The SWR key of a product's wishlist state; null (nothing is read) for `null`, a guest's. */
export function wishlistKey(productId: number | null): string | null {
  return swrKey(productId !== null && WISHLIST_PATH, { product_detail_id: productId });
}

/**
 * GET user/wishlist?product_detail_id=, read while `productId` is set; `onSuccess` gets each answer (an empty
 * `user_wishlists` means the product is not on the wishlist). Failures go to the general handler.
 */
export function useWishlistState(productId: number | null, onSuccess: (state: WishlistState) => void): void {
  useSWR<WishlistState>(wishlistKey(productId), swrFetcher, {
    ...readOptions,
    revalidateOnFocus: false,
    onSuccess,
    onError: (failure) => reportReadError(failure),
  });
}

/** GET user/wishlist: the whole list, through the one fetcher (the cards' hearts take their state from it). */
export function readWishlist(): Promise<WishlistList> {
  return swrFetcher<WishlistList>(WISHLIST_PATH);
}

export function postWishlistItem(productId: number, callbacks?: Callbacks<WishlistMessage>) {
  return api.post<WishlistMessage>(WISHLIST_PATH, { product_detail_id: productId }, callbacks);
}

/** DELETE user/wishlist (its payload as query parameters). */
export function deleteWishlistItem(productId: number, callbacks?: Callbacks<WishlistMessage>) {
  return api.delete<WishlistMessage>(WISHLIST_PATH, { product_detail_id: productId }, callbacks);
}

/** POST user/stock-alerts: mail me when this out-of-stock size of a wishlisted product is back. */
export function requestStockAlert(productId: number, size: string, callbacks?: Callbacks<WishlistMessage>) {
  return api.post<WishlistMessage>("user/stock-alerts", { product_detail_id: productId, size }, callbacks);
}
