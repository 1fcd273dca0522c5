"use client";

import { useProductStock } from "@/lib/api/catalog";
import type { CardProduct } from "@/components/catalog/card-product";

/**
 * The product page's sizes with their stock read live (`GET product-stock`): the page's HTML is cached for up to
 * an hour and checkouts do not expire it, so availability and 'Only N left' are refreshed once the page runs.
 */
export function useLiveSizes(productId: number, sizes: CardProduct["sizes"]): CardProduct["sizes"] {
  const data = useProductStock(productId);
  if (!data) return sizes;
  const live = new Map(data.sizes.map((s) => [s.size_code, s]));
  return sizes.map((s) => {
    const now = live.get(s.size_code);
    return now ? { ...s, is_available: now.is_available, units_left: now.units_left } : s;
  });
}
