import "server-only";
import { eq, sql } from "drizzle-orm";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import type { ProductSummary } from "@/lib/domain/catalog/contract";
import { buildFallbackCache, catalogCache } from "../cache/catalog-cache";
import { withImagesAndSizes } from "../catalog/product-parts";

/** How many cards the home page's new arrivals rail shows. */
export const NEW_ARRIVALS = 8;

/**
 * The home page's new arrivals: the newest active products (the listing's NEWEST order, through its index), cached
 * like every catalogue read and expired with the products. During `next build` (no database) none, tagged
 * `build-fallback` as the home's other reads are.
 */
export async function listNewArrivals(): Promise<ProductSummary[]> {
  "use cache";
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) {
    buildFallbackCache();
    return [];
  }
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(NEW_ARRIVALS);
  return withImagesAndSizes(db, rows);
}
