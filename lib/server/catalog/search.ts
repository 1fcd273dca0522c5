import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categories, categorySubs, productImages, products } from "@/lib/db/schema";
import { WORD_SIMILARITY_THRESHOLD } from "@/lib/db/search-session";
import type { SuggestedCategory, Suggestions } from "@/lib/domain/catalog/contract";
import { listingHref, searchHref } from "@/lib/domain/catalog/listing-href";
import {
  SUGGEST_MAX_CATEGORIES,
  SUGGEST_MAX_PRODUCTS,
  rankingPhrase,
  searchWords,
} from "@/lib/domain/search";

/**
 * Typo-tolerant search on products.search_text (name, code, colour and sub-category name, lower-cased, accents
 * removed: migration 0004), served by its GIN trigram index. Every word of the query must match a word of the
 * product fuzzily (`word <% search_text`: pg_trgm word similarity ≥ WORD_SIMILARITY_THRESHOLD, set per session),
 * so "kemja" finds "Kemeja" and "celana pendek" the sub-category Celana Pendek; results rank by the word
 * similarity of the whole query, best first.
 */
export function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const words = searchWords(search);
  // Nothing searchable ("%%", "---"): nothing matches, as the old substring search found nothing either.
  if (words.length === 0) return sql`false`;
  return and(...words.map((word) => sql`${word} <% ${products.searchText}`));
}

/** The relevance of a product to the search (0..1), or undefined without a search. */
export function searchRank(search: string | undefined): SQL<number> | undefined {
  const words = search ? searchWords(search) : [];
  if (words.length === 0) return undefined;
  return sql<number>`word_similarity(${rankingPhrase(words)}, ${products.searchText})`;
}

/**
 * The listing's order with a search: relevance first, then the listing's sort (its own tie-breaker on id ends it),
 * so an explicit sort orders products that match equally well and pages never repeat or skip a product.
 */
export function withRelevance(search: string | undefined, order: SQL[]): SQL[] {
  const rank = searchRank(search);
  return rank ? [sql`${rank} desc`, ...order] : order;
}

function nameMatches(column: typeof categories.name | typeof categorySubs.name, words: string[]): SQL {
  const norm = sql`lower(unaccent(${column}))`;
  return and(...words.map((w) => sql`word_similarity(${w}, ${norm}) >= ${WORD_SIMILARITY_THRESHOLD}`)) ?? sql`false`;
}

/** The header overlay's suggestions: the best products, the matching categories and sub-categories. */
export async function suggest(query: string): Promise<Suggestions> {
  const words = searchWords(query);
  const search_href = searchHref(query);
  if (words.length === 0) return { products: [], categories: [], search_href };
  const db = await getDb();
  const rank = searchRank(query) as SQL<number>;
  const phrase = rankingPhrase(words);
  const [rows, cats, subs] = await Promise.all([
    db
      .select({ id: products.id, name: products.productName, price: products.grandPrice })
      .from(products)
      .where(and(eq(products.isActive, true), searchCondition(query)))
      .orderBy(desc(rank), desc(products.id))
      .limit(SUGGEST_MAX_PRODUCTS),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(nameMatches(categories.name, words))
      .orderBy(sql`word_similarity(${phrase}, lower(unaccent(${categories.name}))) desc`, asc(categories.id))
      .limit(SUGGEST_MAX_CATEGORIES),
    db
      .select({ id: categorySubs.id, name: categorySubs.name })
      .from(categorySubs)
      .where(nameMatches(categorySubs.name, words))
      .orderBy(sql`word_similarity(${phrase}, lower(unaccent(${categorySubs.name}))) desc`, asc(categorySubs.id))
      .limit(SUGGEST_MAX_CATEGORIES),
  ]);
  const covers = rows.length
    ? await db
        .select({ productId: productImages.productId, url: productImages.imageUrl })
        .from(productImages)
        .where(and(inArray(productImages.productId, rows.map((r) => r.id)), eq(productImages.imageType, "COVER")))
    : [];
  const cover = new Map(covers.map((c) => [c.productId, c.url]));
  const found: SuggestedCategory[] = [
    ...cats.map((c) => ({ id: c.id, name: c.name, kind: "category" as const, href: listingHref({ category_id: c.id }) })),
    ...subs.map((s) => ({ id: s.id, name: s.name, kind: "sub" as const, href: listingHref({ category_sub_id: s.id }) })),
  ];
  return {
    products: rows.map((r) => ({ id: r.id, name: r.name, price: r.price, image_url: cover.get(r.id) ?? null })),
    categories: found.slice(0, SUGGEST_MAX_CATEGORIES),
    search_href,
  };
}
