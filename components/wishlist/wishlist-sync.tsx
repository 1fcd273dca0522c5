"use client";

import { useWishlistList } from "@/lib/api/wishlist";
import { useShopStore } from "@/stores/shop-store";

/**
 * Reads a signed-in shopper's wishlist once per page load into the shared store, where every card's heart finds its
 * state with one selector (./card-heart.tsx): one read for the page rather than one per card. Nothing for a guest.
 */
export function WishlistSync() {
  const signedIn = useShopStore((state) => state.authenticated);
  useWishlistList(signedIn, (list) =>
    useShopStore.getState().setWishlist(list.user_wishlists.map((entry) => entry.product_detail_id)),
  );
  return null;
}
