/**
 * The catalogue's cache lifetime (Next's `cacheLife` profile "catalog", next.config.ts): fresh for an hour (a change
 * is pushed at once by `npm run revalidate`), then served while it refreshes in the background for up to a day.
 * `stale` is how long a client may show a page it holds without asking the server: the browser's router, and the
 * service worker's saved pages (app/serwist/sw.ts), which must never show a price older than that.
 */
export const CATALOG_CACHE_LIFE = { stale: 300, revalidate: 3600, expire: 86400 } as const;
