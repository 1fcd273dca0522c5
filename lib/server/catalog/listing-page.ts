import "server-only";
import { listingHref, listingParams, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { hasExtraFilters } from "@/lib/domain/catalog/extra-filters";
import type { FacetValue, FilterFacets } from "@/lib/domain/catalog/facets";
import { LISTING_FILTERS } from "@/lib/domain/catalog/listing-filters";
import type { SearchParams } from "./listing";

/**
 * Any listing filter's choice (lib/domain/catalog/listing-filters.ts: size, colour, price) or a search make a listing search engines should follow but not index: their
 * canonical is the unfiltered listing below, and the sitemap lists none of them.
 */
export function listingNoindex(filters: ListingFilters): boolean {
  return Boolean(filters.search) || hasExtraFilters(filters);
}

/** The canonical address of a listing: its category, sub-category, group and sale filters (not sort, search, size, colour or price). */
export function listingCanonical(filters: ListingFilters): string {
  const { category_id, category_sub_id, group_id, sale } = filters;
  return listingHref({ category_id, category_sub_id, group_id, sale });
}

/** At most this many size and colour values, all filters together, in a listing the page cache keeps. */
export const KEPT_FILTER_VALUES = 2;

/**
 * Whether a cached listing's page may be kept in the page cache: only a listing the shop's own
 * links lead to, in their spelling, so that addresses nobody links to are rendered but never fill the cache.
 *
 * - It lists something: an unknown category, sub-category or group, and a size or colour no product has, list nothing.
 * - Each value is written as the shop's links write it (`listingParams`: normalised, sorted, none dropped as broken).
 * - Each size and colour is one the listing's facets count, and there are at most KEPT_FILTER_VALUES of them.
 * - A price is one of the panel's buckets.
 *
 * Sort, sale and search are not checked here: the first two take a handful of values, and a search follows its own
 * rule (cache-handlers/cache-policy.mjs: normalised only, and for a while).
 */
export function listingKept(
  query: SearchParams,
  filters: ListingFilters,
  productCount: number,
  facets: FilterFacets,
): boolean {
  if (productCount === 0) return false;
  const written = listingParams(filters);
  for (const [key, value] of Object.entries(query)) {
    if (key === "sort" || key === "sale" || key === "search") continue;
    if (written.get(key) !== value) return false;
  }
  let values = 0;
  for (const def of LISTING_FILTERS) {
    if (def.kind === "values") {
      const chosen = filters[def.params[0]] ?? [];
      const counted: FacetValue[] = facets[def.facet];
      if (!chosen.every((value) => counted.some((c) => c.value === value && c.count > 0))) return false;
      values += chosen.length;
    } else {
      const [min, max] = [filters[def.params[0]], filters[def.params[1]]];
      const buckets: ReadonlyArray<{ min?: number; max?: number }> = def.buckets;
      if ((min !== undefined || max !== undefined) && !buckets.some((b) => b.min === min && b.max === max))
        return false;
    }
  }
  return values <= KEPT_FILTER_VALUES;
}
