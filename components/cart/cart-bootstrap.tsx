"use client";

import { useEffect, useState } from "react";
import { mutate } from "swr";
import { cartKey, useCart } from "@/lib/api/cart";
import { usePromos } from "@/lib/api/catalog";
import { MSG } from "@/lib/domain/messages";
import { toast } from "sonner";
import { localize } from "@/lib/i18n/localize";
import { cartLines } from "@/stores/cart-lines";
import { useShopStore } from "@/stores/shop-store";

/**
 * Reads the bundle promos and the server's cart once the persisted state is restored (so the restore cannot
 * overwrite the fresh cart), and the cart again when the shopper signs in or out; each answer replaces the client
 * cart's lines.
 */
export function CartBootstrap() {
  const [restored, setRestored] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    let unsubscribe = () => {};
    const start = () => {
      const current = cartKey();
      setKey(current);
      setRestored(true);
      unsubscribe();
      unsubscribe = useShopStore.subscribe((state, before) => {
        if (current && state.authenticated !== before.authenticated) void mutate(current);
      });
    };
    if (useShopStore.persist.hasHydrated()) start();
    const stopWaiting = useShopStore.persist.onFinishHydration(start);
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, []);
  useCart(key, (answer) => cartLines.retrieve(answer.cart));
  usePromos(restored, {
    onSuccess: (data) => cartLines.setBundles(data.product_promos),
    onError: (failure: unknown) => {
      console.error("[promos]", failure);
      toast.error(localize(MSG.load.product));
    },
  });
  return null;
}
