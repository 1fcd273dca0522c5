import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import type { ProductSummary } from "@/lib/domain/catalog/contract";
import { closestCandidates, hintWords, popularSearches } from "@/lib/domain/catalog/search-hints";
import { searchWords } from "@/lib/domain/search";
import { catalogCache } from "../cache/catalog-cache";
import { withImagesAndSizes } from "./product-parts";
import { bestSellerIds } from "./best-sellers";
import { lookupCandidates, productRowsInOrder, rankedPageIds, searchFromCandidates } from "./search";

/** What a search that found nothing offers below 'Coming Soon!' (issue #48 point 1). */
export interface SearchFallback {
  /** The closest matches: the search without the words the catalogue knows nothing of, hints for the words it calls otherwise. */
  closest: ProductSummary[];
  /** The sub-categories the closest matches belong to, the most of them first: the category the shopper likely means. */
  subCategoryIds: number[];
  /** The best sellers ("sold": best-sellers.ts's ranking) or, while too few have sold, the newest. */
  popular: { kind: "sold" | "newest"; products: ProductSummary[] };
  /** Searches that find something: the first words of the best sellers' names. */
  searches: string[];
}

export const FALLBACK_PRODUCTS = 4;
const POPULAR_SEARCHES = 6;

/** The closest matches' rows, best first. */
async function closestRows(search: string) {
  const words = searchWords(search);
  const lookups = [...new Set([...words, ...hintWords(words)])];
  const found = await lookupCandidates(lookups);
  const perWord = closestCandidates(words, new Map(lookups.map((word, i) => [word, found[i]])));
  if (perWord.length === 0) return [];
  const resolved = searchFromCandidates(perWord);
  const where = and(eq(products.isActive, true), resolved.condition);
  if (resolved.tiers) return productRowsInOrder(await rankedPageIds(where, resolved.tiers, "NEWEST", 12));
  const db = await getDb();
  return db.select().from(products).where(where).orderBy(desc(resolved.rank), desc(products.id)).limit(12);
}

/**
 * The best sellers, but for those `shown` already; the newest products instead while too few have sold to fill the
 * shelf (a shop's first days).
 */
async function popularRows(shown: ReadonlySet<number>) {
  const sold = (await productRowsInOrder(await bestSellerIds(24))).filter((r) => !shown.has(r.id));
  if (sold.length >= FALLBACK_PRODUCTS) return { kind: "sold" as const, rows: sold };
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(24);
  return { kind: "newest" as const, rows: rows.filter((r) => !shown.has(r.id)) };
}

/** Sub-category ids by how many of `rows` they hold, most first. */
function commonSubCategories(rows: { categorySubId: number }[]): number[] {
  const count = new Map<number, number>();
  for (const row of rows) count.set(row.categorySubId, (count.get(row.categorySubId) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}

/**
 * The offer of a search that found nothing, cached per search like the listing (the best sellers for the catalogue's
 * hour: a sale does not expire it).
 */
export async function searchFallback(search: string): Promise<SearchFallback> {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const closest = await closestRows(search);
  const popular = await popularRows(new Set(closest.slice(0, FALLBACK_PRODUCTS).map((r) => r.id)));
  const others = popular.rows.slice(0, FALLBACK_PRODUCTS);
  const [closestCards, popularCards] = await Promise.all([
    withImagesAndSizes(db, closest.slice(0, FALLBACK_PRODUCTS)),
    withImagesAndSizes(db, others),
  ]);
  return {
    closest: closestCards,
    subCategoryIds: commonSubCategories(closest).slice(0, 2),
    popular: { kind: popular.kind, products: popularCards },
    searches: popularSearches(
      popular.rows.map((r) => r.productName),
      POPULAR_SEARCHES,
    ),
  };
}
