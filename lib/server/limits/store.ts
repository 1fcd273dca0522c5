import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getDb } from "@/lib/db";

/**
 * Where the request limiter keeps its counters, so that every instance sees the same numbers: the database, always
 * (`RateLimiterPostgres` on the `rate_limits` table, migration 0004, never created at run time), one atomic
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` per request. On PGlite the same limiter runs through a small adapter over
 * the PGlite connection: the counters survive a restart like on PostgreSQL, and the same code and tests cover both
 * databases (the library's memory limiter would forget them on restart).
 *
 * Never in Redis, even with `REDIS_URL`: Redis holds the page cache, whose size is capped, and at the cap it evicts
 * keys with an expiry (compose.yaml, volatile-lru), which a counter has too. A flood of pages would then reset every
 * limit. Another logical database of the same Redis shares its memory cap and eviction pool, so
 * it would not help; the database evicts nothing, and the expired rows are swept hourly.
 *
 * Each limiter is insured by an in-memory one with the same limit: with the database briefly unreachable, each
 * instance still limits on its own instead of failing the request.
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

interface LimiterState {
  sql?: Promise<ReturnType<typeof sqlAdapter>>;
  sweeping?: boolean;
}
const globalForLimits = globalThis as typeof globalThis & { __storefrontLimits?: LimiterState };
const state = (globalForLimits.__storefrontLimits ??= {});

function sqlClient(): Promise<ReturnType<typeof sqlAdapter>> {
  state.sql ??= getDb().then((db) => sqlAdapter((db as unknown as { $client: SqlClient }).$client));
  return state.sql;
}

/** A limiter named `name` (its keys are `<name>:<key>`), on the shared store. */
export async function createLimiter(name: string, rule: LimitRule): Promise<RateLimiterAbstract> {
  const base = { points: rule.points, duration: rule.seconds };
  const insuranceLimiter = new RateLimiterMemory({ ...base, keyPrefix: `rl:${name}` });
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
