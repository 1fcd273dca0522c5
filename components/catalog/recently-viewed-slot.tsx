"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { RECENTLY_VIEWED_STORAGE_KEY } from "@/lib/domain/catalog/recently-viewed";

// The rail, its store and its read load after the page: nothing of it is part of the first load's script.
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

/**
 * Where 'Recently viewed' goes (home page; product page with `current`, whose view it also records). On the home
 * page the rail's script loads only for a browser that has kept a list: a first visit has nothing to show.
 */
export function RecentlyViewedSlot({ current }: { current?: number }) {
  const wanted = useSyncExternalStore(
    subscribe,
    () => current !== undefined || hasList(),
    () => false,
  );
  return wanted ? <RecentlyViewed current={current} /> : null;
}
