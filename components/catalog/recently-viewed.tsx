"use client";

import { useEffect, useMemo } from "react";
import { useProductCards } from "@/lib/api/catalog";
import { viewedIds } from "@/lib/domain/catalog/recently-viewed";
import { useLang, useMessages } from "@/lib/i18n/client";
import { restoreRecentlyViewed, useRecentlyViewed } from "@/stores/recently-viewed-store";
import { ProductRail } from "./product-rail";
import styles from "./product-rail.module.css";

/**
 * 'Recently viewed': the products this browser opened last, newest first, as the listing's cards read fresh from
 * GET product-cards. On a product page (`current`) it leaves that product out (./recently-viewed-slot.tsx records the
 * view). Nothing renders on the server nor before the list and its cards are read: it sits below the page's first
 * screen and loads a screen before the shopper reaches it, so its arrival moves nothing the shopper sees.
 */
export function RecentlyViewed({ current }: { current?: number }) {
  const t = useMessages("catalog");
  const lang = useLang();
  const restored = useRecentlyViewed((s) => s.restored);
  const viewed = useRecentlyViewed((s) => s.viewed);

  useEffect(() => {
    void restoreRecentlyViewed();
  }, []);

  const ids = useMemo(() => (restored ? viewedIds(viewed, current) : []), [restored, viewed, current]);
  const cards = useProductCards(ids);
  const shown = cards?.products.filter((product) => ids.includes(product.id)) ?? [];
  if (ids.length === 0 || shown.length === 0) return null;

  return (
    <ProductRail
      id="recently-viewed"
      title={t.rails.recentlyViewed}
      products={shown}
      t={t}
      lang={lang}
      action={
        <button
          type="button"
          className={styles.clear}
          aria-label={t.rails.clearLabel}
          onClick={() => useRecentlyViewed.getState().clear()}
        >
          {t.rails.clear}
        </button>
      }
    />
  );
}
