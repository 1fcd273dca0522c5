"use client";

import { useEffect } from "react";
import { useShopStore } from "@/stores/shop-store";

/**
 * Loads the bundle promos and the server's cart once the persisted state is restored (so the restore cannot
 * overwrite the fresh cart), and reloads the cart when the shopper signs in or out.
 */
export function CartBootstrap() {
  useEffect(() => {
    let stopped = false;
    let started = false;
    let unsubscribe = () => {};
    const start = async () => {
      if (started) return;
      started = true;
      const { loadProductPromos, reloadCart } = await import("@/stores/cart-actions");
      if (stopped) return;
      void loadProductPromos();
      void reloadCart();
      unsubscribe = useShopStore.subscribe((state, before) => {
        if (state.authenticated !== before.authenticated) void reloadCart();
      });
    };
    if (useShopStore.persist.hasHydrated()) void start();
    const stopWaiting = useShopStore.persist.onFinishHydration(() => void start());
    return () => {
      stopped = true;
      stopWaiting();
      unsubscribe();
    };
  }, []);
  return null;
}
