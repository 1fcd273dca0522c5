/**
 * The query keys of /products (no imports: next.config.ts reads this through lib/server/http/page-routing.ts).
 *
 * - LISTING_KEYS decide a listing that is kept whole in the page cache, one entry per normalised query.
 * - EXTRA_FILTER_KEYS (size, colour, price) make a filtered listing: rendered per request from cached data.
 */
export const LISTING_KEYS = ["category_id", "category_sub_id", "group_id", "sale", "sort", "search"] as const;
export type ListingKey = (typeof LISTING_KEYS)[number];

export const EXTRA_FILTER_KEYS = ["size", "color", "price_min", "price_max"] as const;

/** A listing key left out of a cached listing's path. */
export const ABSENT_SEGMENT = "-";
