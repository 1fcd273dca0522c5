/**
 * Next's cache on Redis (REDIS_URL): the data cache (`unstable_cache`), the pages rendered at run time (ISR) and tag
 * revalidation are shared by every instance, through @fortedigital/nextjs-cache-handler's `redis-strings` handler.
 * next.config.ts names this file only when REDIS_URL is set (at start; for a standalone server, at build too).
 *
 * No per-instance memory cache (no local-lru fallback, `cacheMaxMemorySize: 0`): an instance that kept its own copy
 * would serve it after another instance revalidated the tag. When Redis cannot be reached, commands fail at once
 * (no offline queue) and the handler answers "not cached": the page renders from the database, and a warning is logged.
 * Keys carry the build id (`generateBuildId`, fixed per commit) so a new release never reads an old release's entries.
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

const WARN_EVERY_MS = 30_000;
let lastWarning = 0;

/** One JSON log line at pino's warn level (the server's log format; pino itself lives in the app bundle). */
function warn(msg, error) {
  const now = Date.now();
  if (now - lastWarning < WARN_EVERY_MS) return;
  lastWarning = now;
  process.stdout.write(`${JSON.stringify({ level: "warn", time: new Date(now).toISOString(), service: "storefront", msg, err: error ? String(error.message ?? error) : undefined })}\n`);
}

CacheHandler.onCreation(({ buildId }) => {
  if (globalThis.__storefrontCacheConfig) return globalThis.__storefrontCacheConfig;
  // `next build` (a standalone build carries this handler when REDIS_URL was set): no Redis, nothing shared yet.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [] };
  // A standalone server built with REDIS_URL but started without it: render every time, say so.
  if (!process.env.REDIS_URL) {
    warn("REDIS_URL is not set: this server was built for the shared cache and caches nothing without it");
    globalThis.__storefrontCacheConfig = { handlers: [] };
    return globalThis.__storefrontCacheConfig;
  }
  const client = createClient({
    url: process.env.REDIS_URL,
    // Fail fast while disconnected instead of queueing: a request must render, not wait for Redis.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on("error", (error) => warn("Redis cache unavailable: pages render from the database until it is back", error));
  client.on("ready", () => {
    if (lastWarning) process.stdout.write(`${JSON.stringify({ level: "info", time: new Date().toISOString(), service: "storefront", msg: "Redis cache connected" })}\n`);
    lastWarning = 0;
  });
  // Not awaited: the server starts (and serves, uncached) while Redis is down; the client keeps reconnecting.
  client.connect().catch((error) => warn("Redis cache unavailable: pages render from the database until it is back", error));
  const prefix = `${process.env.REDIS_KEY_PREFIX || "storefront:"}${(buildId ?? "").trim()}:`;
  globalThis.__storefrontCacheConfig = {
    handlers: [createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 })],
  };
  return globalThis.__storefrontCacheConfig;
});

export default CacheHandler;
