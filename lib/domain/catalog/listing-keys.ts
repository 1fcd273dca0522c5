/**
 * The query keys of /products (relative imports only, of files without imports: next.config.ts reads this through
 * lib/server/http/page-routing.ts).
 *
 * - LISTING_KEYS decide which listing it is (category, sub-category, group, sale, sort, search).
 * - EXTRA_FILTER_KEYS (size, colour, price: the parameters of ./listing-filters.ts's entries) filter it.
 * - CACHED_LISTING_KEYS are both: a query of these keys only is kept whole in the page cache, one page per query
 *   (lib/server/http/page-routing.ts).
 */
import { EXTRA_FILTER_KEYS, type ExtraFilterKey } from "./listing-filters";

export const LISTING_KEYS = ["category_id", "category_sub_id", "group_id", "sale", "sort", "search"] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

export { EXTRA_FILTER_KEYS };

export type CachedListingKey = ListingKey | ExtraFilterKey;
export const CACHED_LISTING_KEYS: readonly CachedListingKey[] = [...LISTING_KEYS, ...EXTRA_FILTER_KEYS];

/** A key the query lacks, in a cached listing's path. */
export const ABSENT_SEGMENT = "-";
