/**
 * Next's page cache on Redis (REDIS_URL): the pages and route answers rendered at run time (ISR) and their tag
 * revalidation are shared by every instance, through @fortedigital/nextjs-cache-handler's `redis-strings` handler.
 * The `'use cache'` reads have their own handler (use-cache-handler.mjs). next.config.ts names both only when
 * REDIS_URL is set (at start; for a standalone server, at build too).
 *
 * No per-instance memory copy of pages (no local-lru fallback, `cacheMaxMemorySize: 0`): an instance that kept its
 * own copy would serve it after another instance revalidated the tag. When Redis cannot be reached, commands fail at once
 * (no offline queue) and the handler answers "not cached": the page renders from the database, and a warning is logged.
 * Keys carry the build id (`generateBuildId`, fixed per commit) so a new release never reads an old release's entries.
 * Optimised images stay on each instance's disk (image-cache.mjs): they derive from the build's own files.
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { sharedCachePolicy } from "./cache-policy.mjs";
import { keyPrefix, sharedRedis, warn } from "./cache-redis.mjs";
import { IMAGE_KIND, imageCacheDir, readImage, writeImage } from "./image-cache.mjs";

CacheHandler.onCreation(({ buildId }) => {
  if (globalThis.__storefrontCacheConfig) return globalThis.__storefrontCacheConfig;
  // `next build` (a standalone build carries this handler when REDIS_URL was set): no Redis, nothing shared yet.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] };
  const client = sharedRedis();
  // A standalone server built with REDIS_URL but started without it: render every time, say so.
  if (!client) {
    warn("REDIS_URL is not set: this server was built for the shared cache and caches nothing without it");
    globalThis.__storefrontCacheConfig = { handlers: [] };
    return globalThis.__storefrontCacheConfig;
  }
  const prefix = `${keyPrefix()}${(buildId ?? "").trim()}:`;
  globalThis.__storefrontCacheConfig = {
    handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 })],
  };
  return globalThis.__storefrontCacheConfig;
});

/**
 * A revalidation deletes the tagged pages from Redis at once and again this long after. Between the two, another
 * instance may finish a render it began before the new tag times reached it (use-cache-handler.mjs): that render read
 * its own stale `'use cache'` entries and stores the old page again, which would then be served until the page's own
 * lifetime ran out. The second pass removes such pages (renders that take longer than this are not covered).
 * Seen on CI's busy machine: instance B served the old price for 15 s after A's revalidation.
 */
const SECOND_PASS_MS = 5_000;

export default class SharedCacheHandler extends CacheHandler {
  constructor(ctx) {
    super(ctx);
    this.imageDir = imageCacheDir(ctx);
  }

  async get(key, ctx) {
    return ctx?.kind === IMAGE_KIND ? readImage(this.imageDir, key) : super.get(key, ctx);
  }

  /** What is kept, and for how long, is cache-policy.mjs's: no 404 pages, searches briefly and normalised only. */
  async set(key, data, ctx) {
    if (data?.kind === IMAGE_KIND) return writeImage(this.imageDir, key, data);
    const policy = sharedCachePolicy(key, data);
    if (!policy.keep) return undefined;
    if (!policy.ttlSeconds) return super.set(key, data, ctx);
    // The handler's lifespan (its Redis expiry) follows the entry's revalidate time.
    const cacheControl = { ...ctx?.cacheControl, revalidate: policy.ttlSeconds, expire: policy.ttlSeconds };
    return super.set(key, data, { ...ctx, revalidate: policy.ttlSeconds, cacheControl });
  }

  async revalidateTag(tags, ...rest) {
    await super.revalidateTag(tags, ...rest);
    const again = () =>
      super
        .revalidateTag(tags, ...rest)
        .catch((error) => warn("Redis cache unavailable: a revalidation's second pass failed", error));
    setTimeout(again, SECOND_PASS_MS).unref();
  }
}
