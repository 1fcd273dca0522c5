"use client";

import { useEffect } from "react";
import { getAccessToken } from "@/lib/api/storage";
import { useShopStore } from "@/stores/shop-store";

/** Restores the persisted shared state after the first render; a stored token means signed in (spec section 4). */
export function StoreHydrator() {
  useEffect(() => {
    void Promise.resolve(useShopStore.persist.rehydrate()).then(() => {
      useShopStore.getState().setAuthenticated(Boolean(getAccessToken()));
    });
  }, []);
  return null;
}
