"use client";

/**
 * The listing's pages 2..n (`GET products`), read with `useSWRInfinite` as the shopper scrolls; page 1 comes from
 * the server. SWR's cache keeps the loaded pages for this tab's client navigations: back on a listing, they are
 * there in the first render, so the browser can restore the scroll position.
 */
import useSWR from "swr";
import useSWRInfinite from "swr/infinite";
import type { ProductList } from "@/lib/domain/catalog/contract";
import { listingParams, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { PAGE_SIZE } from "@/lib/domain/constants";
import { MSG } from "@/lib/domain/messages";
import { localize } from "@/lib/i18n/localize";
import { readOptions, swrFetcher } from "./fetcher";
import { toast } from "sonner";
import { swrKey } from "./reads";

/** The `GET products` key of listing page `page`: the listing's own parameters, page and limit. */
export function listingPageKey(filters: ListingFilters, page: number): string | null {
  return swrKey("products", { ...Object.fromEntries(listingParams(filters)), page, limit: PAGE_SIZE });
}

export interface ListingPages {
  /** Pages 2..n loaded so far, in order. */
  pages: ProductList[];
  loading: boolean;
  /** The last page asked for failed ('Fail to retrieve products.'); SWR asks for it again after a while. */
  failed: boolean;
  /** Asks for the next page, unless one is on its way or the last one failed. */
  loadMore: () => void;
}

/** The parent keys the listing per filter set, so `filters` is the same for the life of the component. */
export function useListingPages(filters: ListingFilters): ListingPages {
  const { data, error, size, setSize } = useSWRInfinite<ProductList>(
    (index) => listingPageKey(filters, index + 2),
    swrFetcher,
    {
      ...readOptions,
      // No page until the shopper scrolls to the end of page 1, and a loaded page is not read again.
      initialSize: 0,
      revalidateFirstPage: false,
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      onError: () => toast.error(localize(MSG.load.products)),
    },
  );
  const pages = data ?? [];
  const loading = size > pages.length && !error;
  const failed = Boolean(error);
  const loadMore = () => {
    if (!loading && !failed) void setSize(pages.length + 1);
  };
  return { pages, loading, failed, loadMore };
}

/**
 * How many products a listing would hold (`GET products`' product_count, one product asked for): the phone's filter
 * sheet counts the shopper's choice as they tick (null: none to count). Until the answer comes, the previous
 * choice's count stays.
 */
export function useListingCount(filters: ListingFilters | null): number | undefined {
  const key = filters && swrKey("products", { ...Object.fromEntries(listingParams(filters)), page: 1, limit: 1 });
  const { data } = useSWR<ProductList>(key, swrFetcher, {
    ...readOptions,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return data?.product_count;
}
