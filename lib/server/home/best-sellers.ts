import "server-only";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getDb } from "@/lib/db";
import type { ProductSummary } from "@/lib/domain/catalog/contract";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { buildFallbackCache, catalogCache } from "../cache/catalog-cache";
import { bestSellerIds } from "../catalog/best-sellers";
import { withImagesAndSizes } from "../catalog/product-parts";
import { productRowsInOrder } from "../catalog/search";

/** How many cards the home page's best sellers rail holds. */
export const BEST_SELLERS_RAIL = 8;
/** Fewer best sellers than this and the rail is not shown (a shop's first days): a rail of one or two looks broken. */
export const BEST_SELLERS_RAIL_MIN = 4;

/**
 * The home page's best sellers ("Terlaris"): the listing's POPULAR ranking (lib/server/catalog/best-sellers.ts), as
 * cards, cached like the rest of the home page's catalogue reads. Empty while fewer than BEST_SELLERS_RAIL_MIN
 * products sold in the last 30 days, and during `next build` (no database).
 */
export async function homeBestSellers(): Promise<ProductSummary[]> {
  "use cache";
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    buildFallbackCache();
    return [];
  }
  catalogCache(CACHE_TAGS.products);
  const rows = await productRowsInOrder(await bestSellerIds(BEST_SELLERS_RAIL));
  if (rows.length < BEST_SELLERS_RAIL_MIN) return [];
  return withImagesAndSizes(await getDb(), rows);
}
