import "server-only";
import { createClient } from "@redis/client";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { getDb } from "@/lib/db";
import { settings } from "@/lib/server/config";

/**
 * Where the request limiter keeps its counters, so that every instance sees the same numbers:
 *
 * - Redis when `REDIS_URL` is set (the instances already share it for Next's cache): `RateLimiterRedis` on
 *   `@redis/client` (`useRedisPackage`), one atomic Lua increment per request.
 * - Otherwise the database: `RateLimiterPostgres` on the `rate_limits` table (migration 0004, never created at run
 *   time), one atomic `INSERT … ON CONFLICT DO UPDATE … RETURNING` per request. On PGlite the same limiter runs
 *   through a small adapter over the PGlite connection: the counters survive a restart like on PostgreSQL, and the
 *   same code and tests cover both databases (the library's memory limiter would forget them on restart).
 *
 * Each limiter is insured by an in-memory one with the same limit: with Redis or the database briefly unreachable,
 * each instance still limits on its own instead of failing the request.
 */
export interface LimitRule {
  points: number;
  seconds: number;
}

interface SqlResult {
  rows: unknown[];
  rowCount?: number | null;
  affectedRows?: number;
}
interface SqlClient {
  query(text: string, values?: unknown[]): Promise<SqlResult>;
}

/** The library's pg-style `query({ text, values })` over node-postgres's Pool or PGlite (lib/db/connect.ts). */
function sqlAdapter(client: SqlClient) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await client.query(q.text, q.values);
      return { rows: result.rows, rowCount: result.rowCount ?? (result.rows.length || result.affectedRows || 0) };
    },
  };
}

function newRedisClient(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on("error", () => {}); // readiness and the cache handler report an outage; the insurance limiter takes over
  // The first limiter waits for the connection (at most a second): before it, every count would go to the
  // per-instance insurance limiter instead of the shared one.
  const connected = client.connect().then(
    () => undefined,
    () => undefined,
  );
  const ready = Promise.race([connected, new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref())]);
  return { client, ready };
}
type RedisClient = ReturnType<typeof newRedisClient>["client"];

interface LimiterState {
  redis?: { client: RedisClient; ready: Promise<void> };
  sql?: Promise<ReturnType<typeof sqlAdapter>>;
  sweeping?: boolean;
}
const globalForLimits = globalThis as typeof globalThis & { __storefrontLimits?: LimiterState };
const state = (globalForLimits.__storefrontLimits ??= {});

async function redisClient(url: string): Promise<RedisClient> {
  state.redis ??= newRedisClient(url);
  await state.redis.ready;
  return state.redis.client;
}

function sqlClient(): Promise<ReturnType<typeof sqlAdapter>> {
  state.sql ??= getDb().then((db) => sqlAdapter((db as unknown as { $client: SqlClient }).$client));
  return state.sql;
}

/** A limiter named `name` (its keys are `<name>:<key>`), on the shared store. */
export async function createLimiter(name: string, rule: LimitRule): Promise<RateLimiterAbstract> {
  const base = { points: rule.points, duration: rule.seconds };
  const insuranceLimiter = new RateLimiterMemory({ ...base, keyPrefix: `rl:${name}` });
  const url = settings().REDIS_URL;
  if (url) {
    const keyPrefix = `${settings().REDIS_KEY_PREFIX ?? "storefront:"}rl:${name}`;
    return new RateLimiterRedis({
      ...base,
      keyPrefix,
      storeClient: await redisClient(url),
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter,
    });
  }
  // One limiter per process sweeps the expired rows hourly (the library deletes rows expired over an hour ago).
  const sweep = !state.sweeping;
  state.sweeping = true;
  return new RateLimiterPostgres({
    ...base,
    keyPrefix: name,
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: sweep,
    storeClient: await sqlClient(),
    storeType: "client",
    insuranceLimiter,
  });
}
