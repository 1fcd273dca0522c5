import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { FacetValue, ListingFacets } from "@/lib/domain/catalog/facets";
import { PRICE_BUCKETS } from "@/lib/domain/catalog/extra-filters";
import { products } from "@/lib/db/schema";
import { listingConditions, type BaseFilter } from "./filters";
import { resolveSearch } from "./search";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { catalogCache } from "../cache/catalog-cache";

const LETTER_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "2XL", "3XL", "4XL"];

/** Letter sizes in wearing order, then numbers (waists) numerically, then the rest (ages) naturally. */
export function compareSizes(a: string, b: string): number {
  const [ia, ib] = [LETTER_ORDER.indexOf(a), LETTER_ORDER.indexOf(b)];
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return a.localeCompare(b, "en", { numeric: true });
}

/** The rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Keeps the chosen values listed (with their count, maybe 0) so that they can be unticked. */
function withChosen(values: FacetValue[], chosen: string[] | undefined): FacetValue[] {
  const missing = (chosen ?? []).filter((c) => !values.some((v) => v.value === c)).map((c) => ({ value: c, label: c, count: 0 }));
  return [...values, ...missing];
}

/**
 * The count of products each filter value would leave: for each facet, every other active filter applied (the
 * usual faceting rule). Sizes count only products holding the size in stock in some showroom.
 */
export async function listingFacets(f: BaseFilter): Promise<ListingFacets> {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const search = (await resolveSearch(f.search))?.condition;
  const buckets = PRICE_BUCKETS.map((b) => {
    const conds = [b.min !== undefined ? sql`${products.grandPrice} >= ${b.min}` : sql`true`, b.max !== undefined ? sql`${products.grandPrice} <= ${b.max}` : sql`true`];
    return sql`count(*) filter (where ${sql.join(conds, sql` and `)})::int`;
  });
  const [sizes, colors, prices, sale] = await Promise.all([
    db.execute(sql`
      select size as value, count(*)::int as count
      from ${products} cross join lateral unnest(${products.sizesInStock}) as size
      where ${listingConditions(f, search, "size")}
      group by size`),
    db.execute(sql`
      select lower(${products.colorName}) as value, min(${products.colorName}) as label, count(*)::int as count
      from ${products} where ${products.colorName} is not null and ${listingConditions(f, search, "color")}
      group by 1 order by 1`),
    db.execute(sql`select ${sql.join(buckets.map((b, i) => sql`${b} as ${sql.raw(`b${i}`)}`), sql`, `)}
      from ${products} where ${listingConditions(f, search, "price")}`),
    db.execute(sql`select count(*)::int as count from ${products}
      where ${products.isSale} and ${listingConditions(f, search, "sale")}`),
  ]);
  const sizeRows = rowsOf<{ value: string; count: number }>(sizes);
  const colorRows = rowsOf<{ value: string; label: string; count: number }>(colors);
  const priceRow = rowsOf<Record<string, number>>(prices)[0];
  const saleRow = rowsOf<{ count: number }>(sale)[0];
  const sizeValues = sizeRows.map((r) => ({ value: r.value, label: r.value, count: Number(r.count) }));
  return {
    sizes: withChosen(sizeValues, f.size).sort((a, b) => compareSizes(a.value, b.value)),
    colors: withChosen(colorRows.map((r) => ({ value: r.value, label: r.label, count: Number(r.count) })), f.color),
    prices: PRICE_BUCKETS.map((b, i) => ({ ...b, count: Number(priceRow?.[`b${i}`] ?? 0) })),
    sale: Number(saleRow?.count ?? 0),
    brands: [],
  };
}
