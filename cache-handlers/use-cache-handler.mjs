/**
 * The `'use cache'` handler with REDIS_URL (next.config.ts `cacheHandlers.default`): entries stay in Next's own
 * in-memory handler on each instance, and the tag expirations are shared through Redis, so a revalidation on one
 * instance expires every instance's entries (docs/adr/0002-caching.md).
 *
 * - `updateTags` (a `revalidateTag` on this instance) records the tags' new stale/expired times in Next's tags
 *   manifest, as the default handler does, and writes them to the shop's Redis hash (REDIS_KEY_PREFIX, then the
 *   database's identity: another shop on the same Redis has its own, cache-redis.mjs).
 * - `refreshTags` (once per request, before its first cached read) merges that hash into the manifest, so an entry
 *   made before another instance's revalidation is a miss here too and is read again from the database.
 *
 * While Redis is down each instance keeps its own tag times (a revalidation then reaches only the instance that got
 * it: send it again once /api/ready shows `redis: "ok"`), and a warning is logged.
 * Next's modules are the ones its server uses (the manifest is one Map per process); Next is pinned in package.json.
 */
import defaultHandler from "next/dist/server/lib/cache-handlers/default.js";
import tagsManifestModule from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";
import { databaseIdentityNow, sharedRedis, shopKeyPrefix, warn } from "./cache-redis.mjs";

const { createDefaultCacheHandler } = defaultHandler;
const { tagsManifest } = tagsManifestModule;

const MEMORY_BYTES = 50 * 1024 * 1024;
const local = createDefaultCacheHandler(MEMORY_BYTES);
/** The shared tag times' hash, this shop's own (its database's identity): null until the database is open. */
const tagsKey = () => {
  const identity = databaseIdentityNow();
  return identity ? `${shopKeyPrefix(identity)}use-cache-tags` : null;
};

function later(a, b) {
  return typeof a === "number" && typeof b === "number" ? Math.max(a, b) : (a ?? b);
}

function merge(tag, remote) {
  const mine = tagsManifest.get(tag) ?? {};
  tagsManifest.set(tag, { stale: later(mine.stale, remote.stale), expired: later(mine.expired, remote.expired) });
}

/** Redis, when it is up and this shop's key is known. */
function readyClient() {
  const client = sharedRedis();
  return client?.isReady && tagsKey() ? client : null;
}

const handler = {
  get: (cacheKey, softTags) => local.get(cacheKey, softTags),
  set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
  getExpiration: (tags) => local.getExpiration(tags),

  async refreshTags() {
    const client = readyClient();
    if (!client) return;
    try {
      const shared = await client.hGetAll(tagsKey());
      for (const [tag, raw] of Object.entries(shared)) merge(tag, JSON.parse(raw));
    } catch (error) {
      warn("Redis cache unavailable: cached reads use this instance's revalidations only", error);
    }
  },

  async updateTags(tags, durations) {
    await local.updateTags(tags, durations);
    const client = readyClient();
    if (!client) {
      warn("Redis cache unavailable: a revalidation reached this instance only");
      return;
    }
    try {
      await client.hSet(
        tagsKey(),
        Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(tagsManifest.get(tag) ?? {})])),
      );
    } catch (error) {
      warn("Redis cache unavailable: a revalidation reached this instance only", error);
    }
  },
};

export default handler;
