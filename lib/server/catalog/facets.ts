import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { FacetBucket, FacetGroup, FacetValue, FilterFacets, ListingFacets } from "@/lib/domain/catalog/facets";
import { LISTING_FILTERS, type ListingFilterDef } from "@/lib/domain/catalog/listing-filters";
import { products } from "@/lib/db/schema";
import { listingConditions, type BaseFilter } from "./filters";
import { bucketsFacet, FILTER_SQL } from "./filter-queries";
import { resolveSearch } from "./search";
import { CACHE_TAGS } from "@/lib/domain/catalog/cache-tags";
import { catalogCache } from "../cache/catalog-cache";

export { compareSizes } from "./filter-queries";

/** The rows of a raw query, whichever driver ran it (both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Keeps the chosen values listed (with their count, maybe 0) so that they can be unticked. */
function withChosen(values: FacetValue[], chosen: string[] | undefined): FacetValue[] {
  const missing = (chosen ?? [])
    .filter((c) => !values.some((v) => v.value === c))
    .map((c) => ({ value: c, label: c, count: 0 }));
  return [...values, ...missing];
}

/** One filter's facet query, with every other active filter applied. */
function facetQuery(def: ListingFilterDef, f: BaseFilter, search: SQL | undefined): SQL {
  const where = listingConditions(f, search, def.id);
  return def.kind === "values" ? FILTER_SQL[def.id].facet(where) : bucketsFacet(def, where);
}

/** One filter's counts from its query's rows. */
function facetCounts(def: ListingFilterDef, f: BaseFilter, result: unknown): FacetValue[] | FacetBucket[] {
  if (def.kind === "range") {
    const row = rowsOf<Record<string, number>>(result)[0];
    return def.buckets.map((b: { min?: number; max?: number }, i) => ({ ...b, count: Number(row?.[`b${i}`] ?? 0) }));
  }
  const rows = rowsOf<{ value: string; label?: string; count: number; group?: FacetGroup }>(result);
  const values = withChosen(
    rows.map((r) => ({
      value: r.value,
      label: r.label ?? r.value,
      count: Number(r.count),
      ...(r.group ? { group: r.group } : {}),
    })),
    f[def.params[0]],
  );
  const { order } = FILTER_SQL[def.id];
  return order ? values.sort((a, b) => order(a.value, b.value)) : values;
}

/**
 * The count of products each filter value would leave: for each facet, every other active filter applied (the
 * usual faceting rule). One query per filter entry (./filter-queries.ts) and one for sale, in parallel.
 */
export async function listingFacets(f: BaseFilter): Promise<ListingFacets> {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const search = (await resolveSearch(f.search))?.condition;
  const results = await Promise.all([
    ...LISTING_FILTERS.map((def) => db.execute(facetQuery(def, f, search))),
    db.execute(sql`select count(*)::int as count from ${products}
      where ${products.isSale} and ${listingConditions(f, search, "sale")}`),
  ]);
  const saleRow = rowsOf<{ count: number }>(results[LISTING_FILTERS.length])[0];
  const facets = Object.fromEntries(
    LISTING_FILTERS.map((def, i) => [def.facet, facetCounts(def, f, results[i])]),
  ) as FilterFacets;
  return { ...facets, sale: Number(saleRow?.count ?? 0), brands: [] };
}
