/**
 * What the shared page cache keeps (cache-handler.mjs; issue #34 point 5: unique addresses must not fill Redis).
 *
 * - A 404 (a product that does not exist, a listing path no query leads to) is not kept: anyone can ask for
 *   endless addresses that do not exist, and its render is cheap (one indexed read).
 * - A cached listing with a search (/{lang}/products/cached/…/{search}/…, lib/server/http/page-routing.ts) is kept
 *   only in its normalised spelling (lower case, single spaces, trimmed: what the search itself compares), and only
 *   for SEARCH_TTL_SECONDS: a search the shop has not seen is a page nobody else may ask for again.
 * - Everything else as before (until its tags are revalidated).
 *
 * Redis's own size cap and eviction policy (compose.yaml) bound what remains. Plain JavaScript: the cache handler
 * is loaded by Next's server outside the app's bundle.
 */

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
