"use client";

/**
 * The catalogue's reads from the browser (`product-stock`, `products/suggest`, `promos`, `product-cards`) as SWR hooks, typed by its
 * contract. The listing's pages 2..n are ./listing.ts.
 */
import useSWR, { type SWRConfiguration } from "swr";
import type { ProductStock, Suggestions } from "@/lib/domain/catalog/contract";
import type { ProductPromosData } from "@/lib/domain/catalog/home-contract";
import type { ProductCards } from "@/lib/domain/catalog/product-cards";
import { readOptions, swrFetcher } from "./fetcher";
import { swrKey } from "./reads";

export const PRODUCT_STOCK_PATH = "product-stock";
export const SUGGEST_PATH = "products/suggest";
export const PROMOS_PATH = "promos";
export const PRODUCT_CARDS_PATH = "product-cards";

/** A shopper coming back to the tab within this long after the last read does not read again. */
const FOCUS_THROTTLE_MS = 5_000;

/**
 * A product's sizes with their stock (`GET product-stock`), read when the page runs and again when the shopper comes
 * back to the tab (the product page's HTML may be up to an hour old). Null until read, or while the read fails (the
 * page's own sizes stand).
 */
export function useProductStock(productId: number): ProductStock | null {
  const { data } = useSWR<ProductStock>(swrKey(PRODUCT_STOCK_PATH, { id: productId }), swrFetcher, {
    ...readOptions,
    revalidateOnFocus: true,
    focusThrottleInterval: FOCUS_THROTTLE_MS,
  });
  return data ?? null;
}

/**
 * The header's suggestions for `q` (null: none asked). SWR shows the answer of the newest term only; until it
 * comes, the previous term's stay (and after a failure).
 */
export function useSuggestionData(q: string | null): Suggestions | null {
  const { data } = useSWR<Suggestions>(swrKey(q && SUGGEST_PATH, { q }), swrFetcher, {
    ...readOptions,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return data ?? null;
}

/** The bundle promos running now, read once per page load once `ready`; `onSuccess` gets each answer. */
export function usePromos(
  ready: boolean,
  options: Pick<SWRConfiguration<ProductPromosData>, "onSuccess" | "onError">,
): void {
  useSWR<ProductPromosData>(ready ? PROMOS_PATH : null, swrFetcher, {
    ...readOptions,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    ...options,
  });
}

/**
 * The current cards of the products `ids` names, in that order (`GET product-cards`; the recently viewed rail). An
 * empty list reads nothing. Until the answer comes (or while it fails) null; the previous list's cards stay while a
 * new list is read.
 */
export function useProductCards(ids: readonly number[]): ProductCards | null {
  const key = swrKey(ids.length > 0 && PRODUCT_CARDS_PATH, { ids: ids.join(",") });
  const { data } = useSWR<ProductCards>(key, swrFetcher, {
    ...readOptions,
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return data ?? null;
}
