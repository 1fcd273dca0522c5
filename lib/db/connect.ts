import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import { Pool } from "pg";
import * as schema from "./schema";
import { ensureRegions, type RegionLoad } from "./reference/regions";
import { SEARCH_SESSION_SQL } from "./search-session";
import type { Db } from "./types";
import { watchQueries, type PoolStats } from "./observe";

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib", "db", "migrations");

export interface Connection {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /**
   * Runs `fn` while this process holds the advisory lock `key` (one holder across every instance on the database),
   * or returns null at once when another holds it.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T | null>;
  /** What the start did to the reference regions (lib/db/reference/regions.ts). */
  regions: RegionLoad;
  /** The connections' use right now (the metrics read it: lib/db/observe.ts). */
  stats(): PoolStats;
}

export interface ConnectOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite folder; "memory://" for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /**
   * Runs once the schema and the reference regions are current (for PostgreSQL, still holding the migration lock),
   * e.g. to seed an empty database.
   */
  prepare?: (db: Db) => Promise<void>;
}

/**
 * Opens a database, applies the committed migrations and brings the reference regions to the installed
 * idn-area-data (every mode, live included). Plain Node: usable from scripts, tests and the app.
 */
export async function connect(options: ConnectOptions): Promise<Connection> {
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // The search's trigram threshold, set on every new connection before the pool hands it out. Sent without
      // waiting (from the pool's "connect" event), it would still run when the connection's first query arrives: two
      // queries at once on one client, which node-postgres 9 refuses (tests/support/pg-overlap.ts).
      onConnect: async (client) => {
        watchQueries("postgresql", client);
        await client.query(SEARCH_SESSION_SQL);
      },
    });
    // An idle client can be cut off by the server (restart, failover, a dropped database); the pool replaces it.
    // Without a listener that event would crash the process.
    pool.on("error", (error) => console.error(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    let regions: RegionLoad;
    try {
      // Several instances may start together: one migrates, the others wait for it.
      await client.query("SELECT pg_advisory_lock(727001)");
      const locked = drizzlePg(client, { schema });
      await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
      regions = await ensureRegions(locked as unknown as Db);
      if (options.prepare) await options.prepare(locked as unknown as Db);
    } finally {
      await client.query("SELECT pg_advisory_unlock(727001)").catch(() => undefined);
      client.release();
    }
    const exclusive = async <T>(key: number, fn: () => Promise<T>): Promise<T | null> => {
      const holder = await pool.connect();
      try {
        const { rows } = await holder.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [key]);
        if (!rows[0]?.locked) return null;
        try {
          return await fn();
        } finally {
          await holder.query("SELECT pg_advisory_unlock($1)", [key]).catch(() => undefined);
        }
      } finally {
        holder.release();
      }
    };
    const stats = (): PoolStats => ({
      system: "postgresql",
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    });
    return { db, kind: "postgres", close: () => pool.end(), exclusive, regions, stats };
  }
  const dataDir = options.dataDir ?? ".data/pglite";
  if (!dataDir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ dataDir)), { recursive: true });
  // The search's extensions (created by the migrations) must be loaded into the embedded database.
  const client = new PGlite(dataDir, { extensions: { pg_trgm, unaccent } });
  // One connection, one query at a time: what runs or waits is counted as queries and transactions start and end.
  let running = 0;
  const track = () => {
    running += 1;
    return () => void (running -= 1);
  };
  watchQueries("pglite", client, track);
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: Parameters<typeof transaction>[0]) => {
    const done = track();
    return transaction((tx) => {
      watchQueries("pglite", tx);
      return fn(tx);
    }).finally(done);
  }) as typeof client.transaction;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  await client.exec(SEARCH_SESSION_SQL);
  const regions = await ensureRegions(pgliteDb as unknown as Db);
  if (options.prepare) await options.prepare(pgliteDb as unknown as Db);
  // An embedded database has one process: the lock only keeps this process from overlapping itself.
  const held = new Set<number>();
  const exclusive = async <T>(key: number, fn: () => Promise<T>): Promise<T | null> => {
    if (held.has(key)) return null;
    held.add(key);
    try {
      return await fn();
    } finally {
      held.delete(key);
    }
  };
  const stats = (): PoolStats => ({
    system: "pglite",
    total: 1,
    inUse: Math.min(running, 1),
    waiting: Math.max(running - 1, 0),
  });
  return { db: pgliteDb as unknown as Db, kind: "pglite", close: () => client.close(), exclusive, regions, stats };
}

/** True when the demo data has not been loaded yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.categories);
  return Number(row?.n ?? 0) === 0;
}
