/**
 * The one Redis connection of Next's shared cache (REDIS_URL), used by cache-handler.mjs (pages and route answers)
 * and use-cache-handler.mjs (the tag expirations of `'use cache'` reads). Made on first use, never during
 * `next build`. No offline queue and a 1 s connect timeout: while Redis is down a call fails at once and the caller
 * renders from the database instead of waiting; the client keeps reconnecting. Warnings are one JSON line at pino's
 * warn level (the server's log format; pino itself lives in the app bundle), at most every 30 s.
 */
import { createClient } from "@redis/client";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

const WARN_EVERY_MS = 30_000;
const state = (globalThis.__storefrontRedis ??= { client: null, lastWarning: 0 });

export function warn(msg, error) {
  const now = Date.now();
  if (now - state.lastWarning < WARN_EVERY_MS) return;
  state.lastWarning = now;
  process.stdout.write(
    `${JSON.stringify({ level: "warn", time: new Date(now).toISOString(), service: "storefront", msg, err: error ? String(error.message ?? error) : undefined })}\n`,
  );
}

const UNAVAILABLE = "Redis cache unavailable: pages render from the database until it is back";

/** The shared client, or null during the build or without REDIS_URL. */
export function sharedRedis() {
  if (state.client) return state.client;
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return null;
  const client = createClient({
    url: process.env.REDIS_URL,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on("error", (error) => warn(UNAVAILABLE, error));
  client.on("ready", () => {
    if (state.lastWarning)
      process.stdout.write(
        `${JSON.stringify({ level: "info", time: new Date().toISOString(), service: "storefront", msg: "Redis cache connected" })}\n`,
      );
    state.lastWarning = 0;
  });
  // Not awaited: the server starts (and serves, uncached) while Redis is down.
  client.connect().catch((error) => warn(UNAVAILABLE, error));
  state.client = client;
  return client;
}

/** Every key of the shop's cache starts with this (REDIS_KEY_PREFIX, default "storefront:"). */
export const keyPrefix = () => process.env.REDIS_KEY_PREFIX || "storefront:";

/**
 * The database's identity (lib/db/database-identity.ts, which fills this slot once the app has opened the database):
 * every key of the shop's cache carries it after the prefix, so two shops on one Redis never share an entry, whatever
 * their REDIS_KEY_PREFIX.
 */
const identity = (globalThis.__storefrontDatabaseIdentity ??= { id: null, waiters: [] });

/** The identity if the app has opened its database, else null. */
export const databaseIdentityNow = () => identity.id;

/** The identity, waiting up to `ms` for the app to open its database; null if it has not by then. */
export function databaseIdentity(ms) {
  if (identity.id) return Promise.resolve(identity.id);
  return new Promise((resolve) => {
    const wake = (id) => {
      clearTimeout(timer);
      resolve(id);
    };
    const timer = setTimeout(() => {
      const at = identity.waiters.indexOf(wake);
      if (at >= 0) identity.waiters.splice(at, 1);
      resolve(null);
    }, ms);
    timer.unref?.();
    identity.waiters.push(wake);
  });
}

/** The start of every key of this shop's cache: REDIS_KEY_PREFIX, then its database's identity. */
export const shopKeyPrefix = (id) => `${keyPrefix()}${id}:`;
