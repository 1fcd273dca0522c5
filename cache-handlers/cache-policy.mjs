/**
 * What the shared page cache keeps (cache-handler.mjs; issue #34 point 5: unique addresses must not fill Redis).
 *
 * - A 404 (a product that does not exist, a listing path no query leads to) is not kept: anyone can ask for
 *   endless addresses that do not exist, and its render is cheap (one indexed read).
 * - Nor is a page whose render is tagged `not-kept`: a listing no link of the shop leads to (an
 *   unknown category or group, a size nobody stocks, a value in another spelling: lib/server/catalog/listing-page.ts
 *   `listingKept`) or a category landing in odd letter case. Every other category name is served from the women's
 *   landing by a rewrite (lib/server/http/page-routing.ts), not rendered as a page of its own.
 * - A cached listing with a search (/{lang}/products/cached/…/{search}/…, lib/server/http/page-routing.ts) is kept
 *   only in its normalised spelling (lower case, single spaces, trimmed: what the search itself compares), and only
 *   for SEARCH_TTL_SECONDS: a search the shop has not seen is a page nobody else may ask for again.
 * - Everything else as before (until its tags are revalidated).
 *
 * Redis's own size cap and eviction policy (compose.yaml) bound what remains. Plain JavaScript: the cache handler
 * is loaded by Next's server outside the app's bundle.
 */

/** Keep in step with NOT_KEPT_TAG in lib/domain/catalog/cache-tags.ts (a unit test compares them). */
export const NOT_KEPT_TAG = "not-kept";
const TAGS_HEADER = "x-next-cache-tags";

/** Whether the page's render asked not to be kept (lib/server/cache/catalog-cache.ts `keepPageOutOfCache`). */
export function notKept(data) {
  const tags = data?.headers?.[TAGS_HEADER];
  return typeof tags === "string" && tags.split(",").includes(NOT_KEPT_TAG);
}

/** How long a search's listing page stays in the shared cache. */
export const SEARCH_TTL_SECONDS = 600;

// The segments of a cached listing's path: category_id, category_sub_id, group_id, sale, sort, then search.
const LISTING_SEARCH = /\/products\/cached\/(?:[^/]+\/){5}([^/]+)/;

/** A search as the listing compares it. */
export function normalSearch(search) {
  return search.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * `{ keep: false }`, or `{ keep: true, ttlSeconds? }` for an entry Next asks the shared cache to store under `key`
 * (the page's path).
 */
export function sharedCachePolicy(key, data) {
  if (data && (data.kind === "APP_PAGE" || data.kind === "APP_ROUTE") && data.status === 404) return { keep: false };
  if (notKept(data)) return { keep: false };
  const match = typeof key === "string" ? LISTING_SEARCH.exec(key) : null;
  if (!match || match[1] === "-") return { keep: true };
  let search;
  try {
    search = decodeURIComponent(match[1]);
  } catch {
    return { keep: false };
  }
  if (search !== normalSearch(search)) return { keep: false };
  return { keep: true, ttlSeconds: SEARCH_TTL_SECONDS };
}
