"use client";

import dynamic from "next/dynamic";

// The rail, its store and its read load after the page: nothing of it is part of the first load's script.
const RecentlyViewed = dynamic(() => import("./recently-viewed").then((m) => m.RecentlyViewed), { ssr: false });

/** Where 'Recently viewed' goes (home page; product page with `current`, whose view it also records). */
export function RecentlyViewedSlot({ current }: { current?: number }) {
  return <RecentlyViewed current={current} />;
}
