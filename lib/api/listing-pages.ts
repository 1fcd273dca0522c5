"use client";

/**
 * The listing's pages 2..n, read as the shopper scrolls (page 1 comes from the server). A plain read, not SWR: the
 * listing asks for its pages in order, one at a time, and only needs them kept for the way back, which a small
 * cache of its own does; SWR's code (about 6 KB compressed) no longer comes with the listing (docs/performance.md).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ProductList } from "@/lib/domain/catalog/contract";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import { listingPageKey } from "./listing-page-key";
import { readRetryDelay } from "./reads";

/** How many filter sets keep their loaded pages for the way back. */
const KEPT_LISTINGS = 10;

/**
 * The pages loaded per filter set, for this tab's client navigations: back on a listing, the shopper finds the pages
 * they had scrolled through in the first render, so the browser can restore the scroll position.
 */
const kept = new Map<string, ProductList[]>();

function keep(id: string, pages: ProductList[]): void {
  kept.delete(id);
  kept.set(id, pages);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_LISTINGS) break;
    kept.delete(oldest);
  }
}

export interface ListingPages {
  /** Pages 2..n loaded so far, in order. */
  pages: ProductList[];
  loading: boolean;
  /**
   * The last page asked for failed (the shopper was told: ./listing-page-read.ts); it is asked for again after a while
   * (readRetryDelay, as SWR retried it).
   */
  failed: boolean;
  /** Asks for the next page, unless one is on its way or the last one failed. */
  loadMore: () => void;
}

/** A page's products, or null when it failed (told to the shopper) or its code could not load (offline). */
const readPage = (key: string): Promise<ProductList | null> =>
  import("./listing-page-read").then(
    ({ readListingPage }) => readListingPage(key),
    () => null,
  );

/** The parent keys the listing per filter set, so `filters` is the same for the life of the component. */
export function useListingPages(filters: ListingFilters): ListingPages {
  const id = listingPageKey(filters, 2);
  const [pages, setPages] = useState<ProductList[]>(() => kept.get(id) ?? []);
  const [loading, setLoading] = useState(false);
  const [failures, setFailures] = useState(0);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const current = useRef(pages);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), readRetryDelay(failures));
    return () => window.clearTimeout(timer);
  }, [failed, failures]);

  const loadMore = useCallback(() => {
    if (busy.current || failed) return;
    busy.current = true;
    setLoading(true);
    void readPage(listingPageKey(filters, current.current.length + 2)).then((page) => {
      busy.current = false;
      if (page) {
        current.current = [...current.current, page];
        keep(id, current.current);
      }
      if (!mounted.current) return;
      setLoading(false);
      if (page) {
        setPages(current.current);
        setFailures(0);
      } else {
        setFailures((n) => n + 1);
        setFailed(true);
      }
    });
  }, [filters, id, failed]);

  return { pages, loading, failed, loadMore };
}
