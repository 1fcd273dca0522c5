"use client";

/** The catalogue's calls from the browser (`GET products`, `product-stock`, `products/suggest`, `promos`), typed by its contract. */
import useSWR from "swr";
import useSWRInfinite, { type SWRInfiniteConfiguration } from "swr/infinite";
import type { ProductList, ProductStock, Suggestions } from "@/lib/domain/catalog/contract";
import type { ProductPromosData } from "@/lib/domain/catalog/home-contract";
import { listingParams, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { PAGE_SIZE } from "@/lib/domain/constants";
import { swrFetcher, swrKey } from "./fetcher";
import { api, apiRequest, type ApiResult, type Callbacks } from "./request";

export const PRODUCTS_PATH = "products";
export const PRODUCT_STOCK_PATH = "product-stock";
export const SUGGEST_PATH = "products/suggest";
export const PROMOS_PATH = "promos";

/** The `GET products` key of listing page `page`: the listing's own parameters (listingParams), page and limit. */
export function listingPageKey(filters: ListingFilters, page: number): string {
  return (
    swrKey(PRODUCTS_PATH, { ...Object.fromEntries(listingParams(filters)), page, limit: PAGE_SIZE }) ?? PRODUCTS_PATH
  );
}

/** Pages 2..n of a listing (page 1 comes from the server), fetched as the shopper scrolls. */
export function useListingPages(filters: ListingFilters, config?: SWRInfiniteConfiguration<ProductList>) {
  return useSWRInfinite<ProductList>((index) => listingPageKey(filters, index + 2), swrFetcher, config);
}

/** A product's sizes with their stock, read live (the product page's HTML may be up to an hour old). */
export function useProductStock(productId: number) {
  return useSWR<ProductStock>(swrKey(PRODUCT_STOCK_PATH, { id: productId }), swrFetcher, { revalidateOnFocus: true });
}

/** The header's suggestions for `q`; null when the answer is a failure. An abort by `signal` rejects (AbortError). */
export async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestions | null> {
  const result = await apiRequest<Suggestions>("GET", SUGGEST_PATH, { q }, { signal });
  return result.ok ? result.data : null;
}

/** The bundle promos running now. */
export function loadProductPromos(callbacks?: Callbacks<ProductPromosData>): Promise<ApiResult<ProductPromosData>> {
  return api.get<ProductPromosData>(PROMOS_PATH, undefined, callbacks);
}
