"use client";

/**
 * The shared client state of spec section 3 (cartList, wishlist, compare, filters, currency, authenticated),
 * persisted to browser storage under the key `state` on every change and restored at start.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { BundlePromo } from "@/lib/domain/bundles";
import { STORAGE_KEYS } from "@/lib/domain/constants";
import type { Cart } from "@/lib/domain/cart/contract";
import type { CartLine } from "@/lib/domain/cart/line";

export interface CompareItem {
  id: number;
  product_name: string;
  image_url: string | null;
  grand_price: number;
}

export interface CartList {
  onlineCart: Cart | null;
  cart: CartLine[];
  productBundles: BundlePromo[];
  cartOpened: boolean;
}

interface ShopState {
  currency: string;
  authenticated: boolean;
  cartList: CartList;
  wishlist: number[];
  compare: CompareItem[];
  filters: { brand: string[]; color: string[]; value: { min: number; max: number }; sortBy: string };

  setAuthenticated(value: boolean): void;
  setCurrency(symbol: string): void;
  /**
   * Changes the cart's lines or bundle promos: the cart rules that compute them live with the cart's actions
   * (stores/cart-lines.ts), so the pages that only show the cart's count do not carry them.
   */
  updateCartList(update: (cartList: CartList) => Partial<CartList>): void;
  setCartOpened(open: boolean): void;
  addToWishlist(productId: number): void;
  removeFromWishlist(productId: number): void;
  setWishlist(productIds: number[]): void;
  addToCompare(item: CompareItem): void;
  removeFromCompare(productId: number): void;
  setFilters(filters: Partial<ShopState["filters"]>): void;
  signOut(): void;
}

const emptyCart: CartList = { onlineCart: null, cart: [], productBundles: [], cartOpened: false };

export const useShopStore = create<ShopState>()(
  persist(
    (set) => ({
      currency: "IDR",
      authenticated: false,
      cartList: emptyCart,
      wishlist: [],
      compare: [],
      filters: { brand: ["nike", "caprese", "lifestyle"], color: [], value: { min: 250, max: 950 }, sortBy: "" },

      setAuthenticated: (authenticated) => set({ authenticated }),
      setCurrency: (currency) => set({ currency }),
      updateCartList: (update) => set((s) => ({ cartList: { ...s.cartList, ...update(s.cartList) } })),
      setCartOpened: (cartOpened) => set((s) => ({ cartList: { ...s.cartList, cartOpened } })),
      addToWishlist: (id) => set((s) => (s.wishlist.includes(id) ? s : { wishlist: [...s.wishlist, id] })),
      removeFromWishlist: (id) => set((s) => ({ wishlist: s.wishlist.filter((w) => w !== id) })),
      setWishlist: (wishlist) => set({ wishlist }),
      addToCompare: (item) =>
        set((s) => (s.compare.some((c) => c.id === item.id) ? s : { compare: [...s.compare, item] })),
      removeFromCompare: (id) => set((s) => ({ compare: s.compare.filter((c) => c.id !== id) })),
      setFilters: (filters) => set((s) => ({ filters: { ...s.filters, ...filters } })),
      // The running bundle promos are not the shopper's; they stay.
      signOut: () =>
        set((s) => ({
          authenticated: false,
          wishlist: [],
          cartList: { ...emptyCart, productBundles: s.cartList.productBundles },
        })),
    }),
    {
      name: STORAGE_KEYS.state,
      storage: createJSONStorage(() => localStorage),
      // Restored after the first render (see StoreHydrator) so server and client HTML match.
      skipHydration: true,
      partialize: (s) => ({
        currency: s.currency,
        authenticated: s.authenticated,
        cartList: { ...s.cartList, cartOpened: false },
        wishlist: s.wishlist,
        compare: s.compare,
        filters: s.filters,
      }),
    },
  ),
);
