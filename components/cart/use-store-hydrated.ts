"use client";

import { useSyncExternalStore } from "react";
import { useShopStore } from "@/stores/shop-store";

/** True once the persisted shop state has been restored (never during the server render). */
export function useStoreHydrated(): boolean {
  return useSyncExternalStore(
    (notify) => useShopStore.persist.onFinishHydration(notify),
    () => useShopStore.persist.hasHydrated(),
    () => false,
  );
}
