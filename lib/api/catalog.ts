"use client";

/**
 * The catalogue's calls from the browser (`product-stock`, `products/suggest`, `promos`), typed by its contract. No
 * SWR here: the cart's actions use these calls on every page. The listing's pages 2..n are read in ./listing-pages.ts
 * (a plain read with a cache for the way back), the product page's live stock in ./product-stock.ts.
 */
import type { ProductStock, Suggestions } from "@/lib/domain/catalog/contract";
import type { ProductPromosData } from "@/lib/domain/catalog/home-contract";
import { api, apiRequest, type ApiResult, type Callbacks } from "./request";

export const PRODUCT_STOCK_PATH = "product-stock";
export const SUGGEST_PATH = "products/suggest";
export const PROMOS_PATH = "promos";

/** A product's sizes with their stock (`GET product-stock`). */
export function fetchProductStock(productId: number, signal?: AbortSignal): Promise<ApiResult<ProductStock>> {
  return apiRequest<ProductStock>("GET", PRODUCT_STOCK_PATH, { id: productId }, { signal });
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
