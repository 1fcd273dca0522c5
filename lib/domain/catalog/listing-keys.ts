/**
 * The query keys of /products (no imports: next.config.ts reads this through lib/server/http/page-routing.ts).
 *
 * - LISTING_KEYS decide which listing it is (category, sub-category, group, sale, sort, search).
 * - EXTRA_FILTER_KEYS (size, colour, price) filter it.
 * - CACHED_LISTING_KEYS are both: a query of these keys only is kept whole in the page cache, one page per query
 *   (lib/server/http/page-routing.ts).
 */
export const LISTING_KEYS = ["category_id", "category_sub_id", "group_id", "sale", "sort", "search"] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

export const EXTRA_FILTER_KEYS = ["size", "color", "price_min", "price_max"] as const;

export const CACHED_LISTING_KEYS = [...LISTING_KEYS, ...EXTRA_FILTER_KEYS] as const;
export type CachedListingKey = (typeof CACHED_LISTING_KEYS)[number];

/** A key the query lacks, in a cached listing's path. */
export const ABSENT_SEGMENT = "-";
