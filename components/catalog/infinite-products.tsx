"use client";

import dynamic from "next/dynamic";
import Link from "@/components/ui/local-link";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { hasMorePages, listingHref, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { useMessages } from "@/lib/i18n/client";
import { LISTING_END_OBSERVER } from "./listing-end";
import styles from "./product-card.module.css";

// Pages 2..n, their reads and the cards drawn in the browser load once the shopper reaches the end of page 1.
const MoreProducts = dynamic(() => import("./more-products").then((m) => m.MoreProducts), { ssr: false });

/** The listings of this tab whose further pages were asked for: back on one, they show again at once. */
const extended = new Set<string>();

interface InfiniteProductsProps {
  filters: ListingFilters;
  /** Page 1's cards, each in its `<li>`, rendered on the server. */
  children: ReactNode;
  /** How many products page 1 holds. */
  firstCount: number;
  total: number;
}

/**
 * The listing grid: page 1's cards come rendered from the server; pages 2..n load when the end of the list is 60% in
 * view and render the same cards (./more-products.tsx). Back on a listing whose pages were loaded, SWR's cache has
 * them, and they render with the grid, so the browser can restore the scroll position.
 * The parent gives this a key per filter set, so a new search, category, sort or sale starts from page 1.
 */
export function InfiniteProducts({ filters, children, firstCount, total }: InfiniteProductsProps) {
  const common = useMessages("common");
  const t = useMessages("catalog");
  const sentinel = useRef<HTMLDivElement>(null);
  // The element after the grid, as state: the further pages' part puts its status in it.
  const [end, setEnd] = useState<HTMLDivElement | null>(null);
  const placeEnd = useCallback((element: HTMLDivElement | null) => {
    sentinel.current = element;
    setEnd(element);
  }, []);
  const key = listingHref(filters);
  const more = hasMorePages(firstCount, total);
  const reached = useNearViewport(sentinel, LISTING_END_OBSERVER);
  const extend = more && end !== null && (reached || extended.has(key));
  useEffect(() => {
    if (extend) extended.add(key);
  }, [extend, key]);

  if (total === 0) {
    return (
      <div className={styles.empty}>
        <h2>{common.comingSoon}</h2>
        <Link href="/products" className="btn">
          {common.continueShopping}
        </Link>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.grid}>
        {children}
        {extend ? <MoreProducts filters={filters} firstCount={firstCount} total={total} end={end} /> : null}
      </ul>
      <div ref={placeEnd} className={styles.sentinel}>
        {more ? null : (
          <p className={styles.end} role="status">
            {t.listing.allLoaded}
          </p>
        )}
      </div>
    </>
  );
}
