import "server-only";
import { and, asc, desc, eq, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { catalogCache } from "../cache/catalog-cache";
import { categories, categorySubs, productImages, products, searchWords as vocabulary } from "@/lib/db/schema";
import { WORD_SIMILARITY_THRESHOLD } from "@/lib/db/search-session";
import { POPULAR_ORDER } from "./best-sellers";
import type { SuggestedCategory, Suggestions } from "@/lib/domain/catalog/contract";
import { listingHref } from "@/lib/domain/catalog/listing-href";
import { searchHref } from "@/lib/domain/catalog/search-href";
import {
  MAX_CANDIDATES_PER_WORD,
  SUGGEST_MAX_CATEGORIES,
  SUGGEST_MAX_PRODUCTS,
  rankTiers,
  rankingPhrase,
  searchWords,
  wordLevels,
  type Candidate,
  type RankTier,
} from "@/lib/domain/search";

/**
 * Typo-tolerant search at scale (issue #19). Each query word is matched fuzzily (pg_trgm: `word <% catalogue word`,
 * word similarity ≥ WORD_SIMILARITY_THRESHOLD, set per session) against the catalogue's vocabulary (table
 * search_words, its own trigram index: migration 0009), so "kemja" becomes "kemeja" in one small lookup. Products
 * are then found by those real words on the GIN index of products.search_words (every query word must have one),
 * and ranked by the similarity of the best word they hold per query word: in tiers of equal score, each read
 * through the listing sort's index, so no pg_trgm function runs per product.
 */
export interface ResolvedSearch {
  /** Which products match. */
  condition: SQL;
  /** The tiers' conditions, best first; null when the ranking must score every match (`rank`). */
  tiers: SQL[] | null;
  rank: SQL<number>;
}

const words = (list: string[]) =>
  sql`ARRAY[${sql.join(
    list.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
const holdsAny = (list: string[]) => sql`${products.searchWords} && ${words(list)}`;

/** Every query word has one of its catalogue words in the product's words. */
export function matchCondition(perWord: Candidate[][]): SQL {
  if (perWord.length === 0 || perWord.some((c) => c.length === 0)) return sql`false`;
  return and(...perWord.map((c) => holdsAny(c.map((x) => x.word)))) as SQL;
}

/** The products of one tier: for one of its combinations, each query word's level (its words, none better). */
export function tierCondition(tier: RankTier): SQL {
  const combos = tier.combos.map(
    (combo) =>
      and(
        ...combo.map((l) =>
          l.exclude.length ? and(holdsAny(l.include), not(holdsAny(l.exclude))) : holdsAny(l.include),
        ),
      ) as SQL,
  );
  return (combos.length === 1 ? combos[0] : or(...combos)) as SQL;
}

/** The score of a product when every match is ranked: per query word, the similarity of the best word it holds. */
export function rankExpression(perWord: Candidate[][]): SQL<number> {
  const terms = perWord.map((c) => {
    const cases = wordLevels(c).map((l) => sql`when ${holdsAny(l.include)} then ${sql.raw(String(l.similarity))}`);
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  return sql<number>`(${sql.join(terms.length ? terms : [sql`0`], sql` + `)})`;
}

/** The condition and ranking of a search, from each query word's candidates (pure: the unit tests build it). */
export function searchFromCandidates(perWord: Candidate[][]): ResolvedSearch {
  const tiers = rankTiers(perWord);
  return {
    condition: matchCondition(perWord),
    tiers: tiers && tiers.map(tierCondition),
    rank: rankExpression(perWord),
  };
}

/** The catalogue words each query word resembles, most similar first (one query on the small vocabulary table). */
export async function lookupCandidates(queryWords: string[]): Promise<Candidate[][]> {
  if (queryWords.length === 0) return [];
  const db = await getDb();
  const parts = queryWords.map(
    (w, i) => sql`(select ${i}::int as i, ${vocabulary.word} as word, word_similarity(${w}, ${vocabulary.word}) as sim
      from ${vocabulary} where ${w} <% ${vocabulary.word} order by sim desc, word limit ${MAX_CANDIDATES_PER_WORD})`,
  );
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { i: number; word: string; sim: number }[];
  };
  const perWord: Candidate[][] = queryWords.map(() => []);
  for (const row of result.rows) perWord[Number(row.i)].push({ word: row.word, similarity: Number(row.sim) });
  return perWord;
}

/** The search of a listing or suggestion query, or undefined without one. Nothing searchable matches nothing. */
export async function resolveSearch(search: string | undefined): Promise<ResolvedSearch | undefined> {
  if (!search) return undefined;
  return searchFromCandidates(await lookupCandidates(searchWords(search)));
}

export type RankedOrder = "PRICE_ASC" | "PRICE_DESC" | "NEWEST" | "POPULAR" | "ID_DESC";

const INNER_ORDER: Record<RankedOrder, SQL> = {
  PRICE_ASC: sql`${products.grandPrice} asc, ${products.id} asc`,
  PRICE_DESC: sql`${products.grandPrice} desc, ${products.id} desc`,
  NEWEST: sql`${products.createdAt} desc nulls last, ${products.id} desc nulls last`,
  POPULAR: sql.join(POPULAR_ORDER, sql`, `),
  ID_DESC: sql`${products.id} desc`,
};
const OUTER_ORDER: Record<RankedOrder, SQL> = {
  PRICE_ASC: sql.raw("tier, price asc, id asc"),
  PRICE_DESC: sql.raw("tier, price desc, id desc"),
  NEWEST: sql.raw("tier, created desc nulls last, id desc nulls last"),
  POPULAR: sql.raw("tier, sold desc, created desc nulls last, id desc nulls last"),
  ID_DESC: sql.raw("tier, id desc"),
};

/**
 * The ids of one page of a ranked search: each tier's first `offset + limit` products in the listing's order (read
 * through that order's index, stopping early), then the tiers in rank order. Same order as ranking every match by
 * score, then the sort, then id.
 */
export async function rankedPageIds(
  where: SQL | undefined,
  tiers: SQL[],
  order: RankedOrder,
  limit: number,
  offset = 0,
): Promise<number[]> {
  if (tiers.length === 0) return [];
  const db = await getDb();
  const branches = tiers.map(
    (
      tier,
      k,
    ) => sql`(select ${products.id} as id, ${products.grandPrice} as price, ${products.createdAt} as created, ${products.sold30d} as sold, ${sql.raw(String(k))} as tier
      from ${products} where ${and(where, tier)} order by ${INNER_ORDER[order]} limit ${offset + limit})`,
  );
  const result = (await db.execute(
    sql`select id from (${sql.join(branches, sql` union all `)}) ranked order by ${OUTER_ORDER[order]} limit ${limit} offset ${offset}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((r) => Number(r.id));
}

/** The rows of `ids`, in that order. */
export async function productRowsInOrder(ids: number[]) {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function nameMatches(column: typeof categories.name | typeof categorySubs.name, queryWords: string[]): SQL {
  const norm = sql`lower(unaccent(${column}))`;
  return (
    and(...queryWords.map((w) => sql`word_similarity(${w}, ${norm}) >= ${WORD_SIMILARITY_THRESHOLD}`)) ?? sql`false`
  );
}

/**
 * The header overlay's suggestions: the best products, the matching categories and sub-categories. Cached per typed
 * text (shoppers type the same beginnings), expired with the catalogue's products and categories.
 */
export async function suggest(query: string): Promise<Suggestions> {
  "use cache";
  catalogCache(CACHE_TAGS.products, CACHE_TAGS.categories);
  const queryWords = searchWords(query);
  const search_href = searchHref(query);
  if (queryWords.length === 0) return { products: [], categories: [], search_href };
  const db = await getDb();
  const phrase = rankingPhrase(queryWords);
  const search = searchFromCandidates(await lookupCandidates(queryWords));
  const where = and(eq(products.isActive, true), search.condition);
  const [rows, cats, subs] = await Promise.all([
    search.tiers
      ? rankedPageIds(where, search.tiers, "ID_DESC", SUGGEST_MAX_PRODUCTS).then(productRowsInOrder)
      : db
          .select()
          .from(products)
          .where(where)
          .orderBy(desc(search.rank), desc(products.id))
          .limit(SUGGEST_MAX_PRODUCTS),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(nameMatches(categories.name, queryWords))
      .orderBy(sql`word_similarity(${phrase}, lower(unaccent(${categories.name}))) desc`, asc(categories.id))
      .limit(SUGGEST_MAX_CATEGORIES),
    db
      .select({ id: categorySubs.id, name: categorySubs.name })
      .from(categorySubs)
      .where(nameMatches(categorySubs.name, queryWords))
      .orderBy(sql`word_similarity(${phrase}, lower(unaccent(${categorySubs.name}))) desc`, asc(categorySubs.id))
      .limit(SUGGEST_MAX_CATEGORIES),
  ]);
  const covers = rows.length
    ? await db
        .select({ productId: productImages.productId, url: productImages.imageUrl })
        .from(productImages)
        .where(
          and(
            inArray(
              productImages.productId,
              rows.map((r) => r.id),
            ),
            eq(productImages.imageType, "COVER"),
          ),
        )
    : [];
  const cover = new Map(covers.map((c) => [c.productId, c.url]));
  const found: SuggestedCategory[] = [
    ...cats.map((c) => ({
      id: c.id,
      name: c.name,
      kind: "category" as const,
      href: listingHref({ category_id: c.id }),
    })),
    ...subs.map((s) => ({
      id: s.id,
      name: s.name,
      kind: "sub" as const,
      href: listingHref({ category_sub_id: s.id }),
    })),
  ];
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.productName,
      price: r.grandPrice,
      image_url: cover.get(r.id) ?? null,
    })),
    categories: found.slice(0, SUGGEST_MAX_CATEGORIES),
    search_href,
  };
}
