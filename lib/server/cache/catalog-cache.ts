import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { BUILD_FALLBACK_TAG, CACHE_TAGS, NOT_KEPT_TAG } from "@/lib/domain/catalog/cache-tags";

/**
 * Called first inside a `'use cache'` catalogue read: the entry lives by the `catalog` profile (next.config.ts:
 * fresh for an hour, then served stale while it refreshes) and carries the `catalog` tag plus the read's own, so
 * `POST /api/v1/revalidate` expires it at once (docs/adr/0002-caching.md).
 *
 * Outside Next's server (the integration tests call route handlers directly) there is no cache: the directive is
 * inert there, and so is this.
 */
export function catalogCache(...tags: string[]): void {
  if (!process.env.__NEXT_USE_CACHE) return;
  cacheLife("catalog");
  cacheTag(CACHE_TAGS.catalog, ...tags);
}

/**
 * The same for what the build renders without a database: a short life, and the `build-fallback` tag, by which the
 * page cache's handler renders a prerendered page that holds it again on its first request.
 */
export function buildFallbackCache(): void {
  if (!process.env.__NEXT_USE_CACHE) return;
  cacheLife("buildFallback");
  cacheTag(CACHE_TAGS.catalog, BUILD_FALLBACK_TAG);
}

/**
 * Called by a page whose address must not be kept: its render then carries `not-kept` (the tags of the cached reads
 * a page makes become the page's own), and the page cache's handlers store no page that has it. The read itself is
 * kept like a catalogue read, so calling it costs no more than one cache lookup.
 */
export async function keepPageOutOfCache(): Promise<void> {
  "use cache";
  if (!process.env.__NEXT_USE_CACHE) return;
  cacheLife("catalog");
  cacheTag(NOT_KEPT_TAG);
}
