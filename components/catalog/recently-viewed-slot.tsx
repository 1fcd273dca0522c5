"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { RECENTLY_VIEWED_STORAGE_KEY } from "@/lib/domain/catalog/recently-viewed";

// The rail, its cards and its read load when the shopper scrolls towards it: nothing of it is part of the page's load.
const RecentlyViewed = dynamic(() => import("./recently-viewed").then((m) => m.RecentlyViewed), { ssr: false });

const subscribe = () => () => {};

/** Whether this browser has kept a list (storage can be refused: then there is none). */
function hasList(): boolean {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Adds the product page's product to the list, with the list's store alone (not the rail). */
async function recordView(productId: number): Promise<void> {
  const { restoreRecentlyViewed, useRecentlyViewed } = await import("@/stores/recently-viewed-store");
  await restoreRecentlyViewed();
  useRecentlyViewed.getState().record(productId);
}

/**
 * Where 'Recently viewed' goes (home page; product page with `current`, whose view it records as the page opens).
 * The rail itself loads once its place is within a screen of the viewport, and on the home page only for a browser
 * that has kept a list: a first visit has nothing to show.
 */
export function RecentlyViewedSlot({ current }: { current?: number }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => current !== undefined || hasList(),
    () => false,
  );
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place, { rootMargin: "100% 0px" });

  useEffect(() => {
    if (current !== undefined) void recordView(current);
  }, [current]);

  return <div ref={place}>{wanted && near ? <RecentlyViewed current={current} /> : null}</div>;
}
