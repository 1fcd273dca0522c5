"use client";

import Link from "@/components/ui/local-link";
import { useEffect, useRef, type ReactNode } from "react";
import { useListingPages } from "@/lib/api/listing";
import { hasMorePages, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { INFINITE_SCROLL_THRESHOLD } from "@/lib/domain/constants";
import { useLang, useMessages } from "@/lib/i18n/client";
import { Spinner } from "@/components/ui/spinner";
import type { CardProduct } from "./card-product";
import { ProductCard } from "./product-card";
import styles from "./product-card.module.css";

/** How far above the screen the sentinel still counts as reached (more than any page is tall). */
const FAR_ABOVE_PX = 1_000_000;

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
 * view and render the same card here.
 * The parent gives this a key per filter set, so a new search, category, sort or sale starts from page 1.
 */
export function InfiniteProducts({ filters, children, firstCount, total }: InfiniteProductsProps) {
  const { pages, loading, failed, loadMore } = useListingPages(filters);
  const products: CardProduct[] = pages.flatMap((page) => page.products);
  const more = hasMorePages(firstCount + products.length, total) && !failed;
  const sentinel = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const t = useMessages("catalog");
  const common = useMessages("common");
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !more || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // One page at a time: the observer comes back once this one has loaded.
        observer.disconnect();
        loadMore();
      },
      // The root reaches far above the screen: a sentinel flung past (above the screen, the shopper in the long footer)
      // still counts as reached, so the next page loads without scrolling back up.
      { threshold: INFINITE_SCROLL_THRESHOLD, rootMargin: `${FAR_ABOVE_PX}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, loading, loadMore]);

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
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} t={t} lang={lang} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel}>
        {loading ? <Spinner label={common.loading} /> : null}
        {!more && !loading && !failed ? (
          <p className={styles.end} role="status">
            {t.listing.allLoaded}
          </p>
        ) : null}
      </div>
    </>
  );
}
