"use client";

/** The listing's pages 2..n, read with SWR as the shopper scrolls (page 1 comes from the server). */
import useSWRInfinite, { type SWRInfiniteConfiguration } from "swr/infinite";
import type { ProductList } from "@/lib/domain/catalog/contract";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import { listingPageKey } from "./catalog";
import { swrFetcher } from "./fetcher";

export function useListingPages(filters: ListingFilters, config?: SWRInfiniteConfiguration<ProductList>) {
  return useSWRInfinite<ProductList>((index) => listingPageKey(filters, index + 2), swrFetcher, config);
}
