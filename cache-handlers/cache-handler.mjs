/**
 * Next's page cache on Redis (REDIS_URL): the pages and route answers rendered at run time (ISR) and their tag
 * revalidation are shared by every instance, through @fortedigital/nextjs-cache-handler's `redis-strings` handler.
 * The `'use cache'` reads have their own handler (use-cache-handler.mjs). next.config.ts names both only when
 * REDIS_URL is set (at start; for a standalone server, at build too).
 *
 * No per-instance memory copy of pages (no local-lru fallback, `cacheMaxMemorySize: 0`): an instance that kept its
 * own copy would serve it after another instance revalidated the tag. When Redis cannot be reached, commands fail at once
 * (no offline queue) and the handler answers "not cached": the page renders from the database, and a warning is logged.
 * Keys are REDIS_KEY_PREFIX, the database's identity (lib/db/database-identity.ts: two shops on one Redis, staging and
 * production or two test runs, never share an entry whatever their prefix), then the build id (`generateBuildId`,
 * fixed per commit: a new release never reads an old release's entries). Until the app has opened its database, and
 * so knows the identity, the cache is not used: pages render from the database.
 * Optimised images stay on each instance's disk (image-cache.mjs): they derive from the build's own files.
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { sharedCachePolicy } from "./cache-policy.mjs";
import { databaseIdentity, sharedRedis, shopKeyPrefix, warn } from "./cache-redis.mjs";
import { IMAGE_KIND, imageCacheDir, readImage, writeImage } from "./image-cache.mjs";

/** How long the first cache call waits for the app to open its database (its start migrates it first). */
const IDENTITY_WAIT_MS = 5_000;
const NO_IDENTITY = "the database's identity is not known yet: nothing is cached until the database is open";

/** Uncached while the database is not open yet, as the module's comment says; anything else is worth a warning. */
function notCached(error) {
  if (error?.message !== NO_IDENTITY) warn("Redis cache not used", error);
}

CacheHandler.onCreation(async ({ buildId }) => {
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
  // Not known yet: the handler is made again on the next call (the library keeps no configuration that failed).
  const identity = await databaseIdentity(IDENTITY_WAIT_MS);
  if (!identity) throw new Error(NO_IDENTITY);
  const prefix = `${shopKeyPrefix(identity)}${(buildId ?? "").trim()}:`;
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

/** The page cache's metrics (lib/server/observe/metrics.ts sets the counter on globalThis when metrics are on). */
const countLookup = (result) => globalThis.__storefrontPageCache?.(result);

export default class SharedCacheHandler extends CacheHandler {
  constructor(ctx) {
    super(ctx);
    this.imageDir = imageCacheDir(ctx);
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE_KIND) return readImage(this.imageDir, key);
    try {
      const entry = await super.get(key, ctx);
      countLookup(entry ? "hit" : "miss");
      return entry;
    } catch (error) {
      countLookup("error");
      notCached(error);
      return null;
    }
  }

  /** What is kept, and for how long, is cache-policy.mjs's: no 404 pages, searches briefly and normalised only. */
  async set(key, data, ctx) {
    if (data?.kind === IMAGE_KIND) return writeImage(this.imageDir, key, data);
    const policy = sharedCachePolicy(key, data);
    if (!policy.keep) return undefined;
    // The handler's lifespan (its Redis expiry) follows the entry's revalidate time.
    const kept = policy.ttlSeconds
      ? {
          ...ctx,
          revalidate: policy.ttlSeconds,
          cacheControl: { ...ctx?.cacheControl, revalidate: policy.ttlSeconds, expire: policy.ttlSeconds },
        }
      : ctx;
    try {
      return await super.set(key, data, kept);
    } catch (error) {
      notCached(error);
      return undefined;
    }
  }

  async revalidateTag(tags, ...rest) {
    try {
      await super.revalidateTag(tags, ...rest);
    } catch (error) {
      warn("Redis cache not used: a revalidation reached this instance only", error);
      return;
    }
    const again = () =>
      super
        .revalidateTag(tags, ...rest)
        .catch((error) => warn("Redis cache unavailable: a revalidation's second pass failed", error));
    setTimeout(again, SECOND_PASS_MS).unref();
  }
}
