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
import {
  addLine,
  decrementLine,
  incrementLine,
  linesFromOnlineCart,
  removeLine,
  withBundles,
  type CartLine,
} from "@/lib/domain/cart/rules";

export interface CompareItem {
  id: number;
  product_name: string;
  image_url: string | null;
  grand_price: number;
}

interface ShopState {
  currency: string;
  authenticated: boolean;
  cartList: { onlineCart: Cart | null; cart: CartLine[]; productBundles: BundlePromo[]; cartOpened: boolean };
  wishlist: number[];
  compare: CompareItem[];
  filters: { brand: string[]; color: string[]; value: { min: number; max: number }; sortBy: string };

  setAuthenticated(value: boolean): void;
  setCurrency(symbol: string): void;
  addToCart(line: CartLine): void;
  incrementCartLine(id: string): void;
  decrementCartLine(id: string): void;
  /** Puts back the lines an optimistic change replaced (the server refused it). */
  restoreCartLines(lines: CartLine[]): void;
  removeCartLine(id: string): void;
  retrieveCart(cart: Cart): void;
  setProductBundles(promos: BundlePromo[]): void;
  setCartOpened(open: boolean): void;
  addToWishlist(productId: number): void;
  removeFromWishlist(productId: number): void;
  setWishlist(productIds: number[]): void;
  addToCompare(item: CompareItem): void;
  removeFromCompare(productId: number): void;
  setFilters(filters: Partial<ShopState["filters"]>): void;
  signOut(): void;
}

const emptyCart: ShopState["cartList"] = { onlineCart: null, cart: [], productBundles: [], cartOpened: false };

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
      addToCart: (line) =>
        set((s) => ({ cartList: { ...s.cartList, cart: addLine(s.cartList.cart, line, s.cartList.productBundles) } })),
      incrementCartLine: (id) =>
        set((s) => ({
          cartList: { ...s.cartList, cart: incrementLine(s.cartList.cart, id, s.cartList.productBundles) },
        })),
      restoreCartLines: (lines) =>
        set((s) => ({ cartList: { ...s.cartList, cart: withBundles(lines, s.cartList.productBundles) } })),
      decrementCartLine: (id) =>
        set((s) => ({
          cartList: { ...s.cartList, cart: decrementLine(s.cartList.cart, id, s.cartList.productBundles) },
        })),
      removeCartLine: (id) =>
        set((s) => ({ cartList: { ...s.cartList, cart: removeLine(s.cartList.cart, id, s.cartList.productBundles) } })),
      retrieveCart: (onlineCart) =>
        set((s) => ({
          cartList: {
            ...s.cartList,
            onlineCart,
            cart: linesFromOnlineCart(onlineCart.cart_items, s.cartList.productBundles),
          },
        })),
      setProductBundles: (productBundles) =>
        set((s) => ({
          cartList: { ...s.cartList, productBundles, cart: withBundles(s.cartList.cart, productBundles) },
        })),
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
