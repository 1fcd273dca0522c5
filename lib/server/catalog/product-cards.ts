import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import type { ProductSummary } from "@/lib/domain/catalog/contract";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";
import type { ProductCards } from "@/lib/domain/catalog/product-cards";
import { catalogCache } from "../cache/catalog-cache";
import { withImagesAndSizes } from "./product-parts";

/** The active products among `ids` (sorted: one cache entry per set of ids), cached like every catalogue read. */
async function activeCards(ids: number[]): Promise<ProductSummary[]> {
  "use cache";
  catalogCache(CACHE_TAGS.products, ...ids.map(productTag));
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  return withImagesAndSizes(db, rows);
}

/** GET product-cards: the cards of the active products among `ids`, in the order asked (unknown ids left out). */
export async function productCards(ids: number[]): Promise<ProductCards> {
  if (ids.length === 0) return { products: [] };
  const found = new Map((await activeCards([...ids].sort((a, b) => a - b))).map((p) => [p.id, p]));
  return { products: ids.flatMap((id) => found.get(id) ?? []) };
}
