/**
 * The one registry of the catalogue's cache tags (docs/adr/0002-caching.md). Every cached read tags itself with
 * `catalog` and its own group; `POST /api/v1/revalidate` (and `npm run revalidate`) accepts exactly these.
 */
export const CACHE_TAGS = {
  /** Every cached read: expiring it empties the whole catalogue cache. */
  catalog: "catalog",
  categories: "categories",
  products: "products",
  home: "home",
  /** The showrooms page (/stores): regions, showrooms and the stores banner. */
  stores: "stores",
} as const;

/**
 * What `next build` renders without a database carries this tag (not one a revalidation may name): the page cache's
 * handler treats a prerendered page that has it as a miss, so the page renders again with real data on its first
 * request (cache-handlers/local-cache-handler.mjs holds the same string).
 */
export const BUILD_FALLBACK_TAG = "build-fallback";

/**
 * A page whose render carries this tag is served but never kept in the page cache (cache-handlers/cache-policy.mjs
 * holds the same string): an address no link of the shop writes, such as a listing of an unknown category or a
 * landing in odd letter case, so that a flood of such addresses cannot fill the cache.
 */
export const NOT_KEPT_TAG = "not-kept";

export type CacheTagName = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** One product's tag: its page and every read of it. */
export const productTag = (id: number) => `product:${id}`;

/** What a revalidation may name: a group above or one product. */
export const CACHE_TAG_PATTERN = new RegExp(`^(${Object.values(CACHE_TAGS).join("|")}|product:\\d{1,10})$`);
