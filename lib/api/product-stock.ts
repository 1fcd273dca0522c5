"use client";

import { useEffect, useState } from "react";
import type { ProductStock } from "@/lib/domain/catalog/contract";

/** The catalogue's calls (and the request layer under them) load with the first read, after hydration. */
const readStock = (productId: number, signal: AbortSignal) =>
  import("./catalog").then(({ fetchProductStock }) => fetchProductStock(productId, signal));

/** A shopper coming back to the tab within this long after the last read does not read again. */
const FOCUS_THROTTLE_MS = 5_000;

/**
 * A product's sizes with their stock, read live when the page runs and again when the shopper comes back to the tab
 * (the product page's HTML may be up to an hour old). A plain read rather than SWR: the product page needs nothing
 * else of it, and leaving SWR out keeps it out of the page's first load, as the request layer is (docs/performance.md). Null until read, or
 * while the last read failed (the page's own sizes stand).
 */
export function useProductStock(productId: number): ProductStock | null {
  const [stock, setStock] = useState<{ id: number; data: ProductStock } | null>(null);
  useEffect(() => {
    let controller: AbortController | null = null;
    let lastRead = 0;
    const read = () => {
      if (document.visibilityState === "hidden") return;
      if (lastRead && Date.now() - lastRead < FOCUS_THROTTLE_MS) return;
      lastRead = Date.now();
      controller?.abort();
      const current = new AbortController();
      controller = current;
      readStock(productId, current.signal)
        .then((result) => {
          if (!current.signal.aborted && result.ok) setStock({ id: productId, data: result.data });
        })
        .catch(() => undefined);
    };
    read();
    window.addEventListener("focus", read);
    document.addEventListener("visibilitychange", read);
    return () => {
      controller?.abort();
      window.removeEventListener("focus", read);
      document.removeEventListener("visibilitychange", read);
    };
  }, [productId]);
  return stock?.id === productId ? stock.data : null;
}
