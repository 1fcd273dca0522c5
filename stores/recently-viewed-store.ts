"use client";

/**
 * The products this browser opened lately (signed in or not), kept in localStorage under `recently_viewed`: only
 * ids and times, newest first, at most 12 (lib/domain/catalog/recently-viewed.ts). The cards are read fresh
 * (GET product-cards). Like the shared state (./shop-store.ts), restored after the first render.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import {
  RECENTLY_VIEWED_STORAGE_KEY,
  recordView,
  sanitizeViewed,
  type ViewedProduct,
} from "@/lib/domain/catalog/recently-viewed";

export { RECENTLY_VIEWED_STORAGE_KEY };

interface RecentlyViewedState {
  viewed: ViewedProduct[];
  /** False until the list is read back from storage: nothing is shown before (the server has no list). */
  restored: boolean;
  record(productId: number, at?: number): void;
  clear(): void;
}

export const useRecentlyViewed = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      viewed: [],
      restored: false,
      record: (productId, at = Date.now()) => set((s) => ({ viewed: recordView(s.viewed, productId, at) })),
      clear: () => set({ viewed: [] }),
    }),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({ viewed: s.viewed }),
      merge: (persisted, current) => ({
        ...current,
        viewed: sanitizeViewed((persisted as { viewed?: unknown } | undefined)?.viewed),
      }),
      onRehydrateStorage: () => () => useRecentlyViewed.setState({ restored: true }),
    },
  ),
);

/** Reads the list back from storage once per page (later calls are no-ops). */
export function restoreRecentlyViewed(): Promise<void> | void {
  if (useRecentlyViewed.getState().restored) return;
  return useRecentlyViewed.persist.rehydrate();
}
