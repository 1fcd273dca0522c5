"use client";

import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useListingPages } from "@/lib/api/listing";
import { hasMorePages, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { useLang, useMessages } from "@/lib/i18n/client";
import { Spinner } from "@/components/ui/spinner";
import type { CardProduct } from "./card-product";
import { LISTING_END_OBSERVER } from "./listing-end";
import { ProductCard } from "./product-card";
import styles from "./product-card.module.css";

interface MoreProductsProps {
  filters: ListingFilters;
  firstCount: number;
  total: number;
  /** The element after the grid: reaching it asks for the next page, and it holds the list's status. */
  end: HTMLElement;
}

/**
 * The listing's pages 2..n (./infinite-products.tsx loads this once the shopper reaches the end of page 1): each page
 * is read when the end of the list is reached again and rendered as the same cards, inside the grid; the spinner and
 * 'All products has been loaded' go in the element after it.
 */
export function MoreProducts({ filters, firstCount, total, end }: MoreProductsProps) {
  const { pages, loading, failed, loadMore } = useListingPages(filters);
  const products: CardProduct[] = pages.flatMap((page) => page.products);
  const more = hasMorePages(firstCount + products.length, total) && !failed;
  const lang = useLang();
  const t = useMessages("catalog");
  const common = useMessages("common");

  useEffect(() => {
    if (!more || loading) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      // One page at a time: the observer comes back once this one has loaded.
      observer.disconnect();
      loadMore();
    }, LISTING_END_OBSERVER);
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, more, loading, loadMore]);

  return (
    <>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} t={t} lang={lang} />
        </li>
      ))}
      {createPortal(
        <>
          {loading ? <Spinner label={common.loading} /> : null}
          {!more && !loading && !failed ? (
            <p className={styles.end} role="status">
              {t.listing.allLoaded}
            </p>
          ) : null}
        </>,
        end,
      )}
    </>
  );
}
