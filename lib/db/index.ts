import "server-only";
import { connect, isEmpty, type Connection } from "./connect";
import { publishDatabaseIdentity, readDatabaseIdentity } from "./database-identity";
import { pgliteDir } from "./paths";
import { seedDemo } from "./seed";
import type { Db } from "./types";
import type { PoolStats } from "./observe";

export type { Db, Queryable, Tx } from "./types";

interface DbState {
  connection: Promise<Connection>;
}

const globalForDb = globalThis as typeof globalThis & { __storefrontDb?: DbState };

export { pgliteDir } from "./paths";

type Env = Readonly<Record<string, string | undefined>>;

const globalForSeed = globalThis as typeof globalThis & { __storefrontServesDemo?: boolean };

/**
 * Marks this process as a server instance (the development server, `npm start`): only such a process may load the
 * demo shop into an empty database. Called by the start-up (lib/server/startup/instance.ts) before any request;
 * scripts (`db:migrate`, `catalog`, `ops`, the bench's setup) never call it, so they never seed.
 */
export function markServerInstance(): void {
  globalForSeed.__storefrontServesDemo = true;
}

/**
 * Whether an empty database gets the demo shop. Never in live mode, never outside a server instance. The embedded
 * database (no DATABASE_URL) is seeded unless SEED_DEMO=0, so a fresh clone shows the demo shop; a PostgreSQL
 * database only with SEED_DEMO=1, so a retailer's new database stays theirs. Read straight from the environment,
 * which the start-up check (lib/server/startup) has already validated.
 */
export function seedsDemo(env: Env = process.env, server = globalForSeed.__storefrontServesDemo === true): boolean {
  if (!server || env.SHOP_MODE === "live") return false;
  if (env.DATABASE_URL) return env.SEED_DEMO === "1";
  return env.SEED_DEMO !== "0";
}

async function seedIfEmpty(db: Db): Promise<void> {
  if (seedsDemo() && (await isEmpty(db))) await seedDemo(db);
}

/** Opens the database, then hands its identity to the shared cache's handlers (their keys carry it). */
async function open(): Promise<Connection> {
  const connection = await connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: pgliteDir(),
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    prepare: seedIfEmpty,
  });
  try {
    publishDatabaseIdentity(await readDatabaseIdentity(connection.db));
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
  return connection;
}

/**
 * The process-wide database, migrated (and, in a demo server, seeded: seedsDemo) on first use; one per process, kept
 * across dev reloads.
 */
export function getDb(): Promise<Db> {
  if (!globalForDb.__storefrontDb) {
    const connection = open();
    globalForDb.__storefrontDb = { connection };
    connection.catch(() => {
      globalForDb.__storefrontDb = undefined;
    });
  }
  return globalForDb.__storefrontDb.connection.then((c) => c.db);
}

/** Runs `fn` as the only holder of the advisory lock `key` across every instance, or returns null (lib/db/connect.ts). */
export async function exclusive<T>(key: number, fn: () => Promise<T>): Promise<T | null> {
  await getDb();
  const state = globalForDb.__storefrontDb;
  if (!state) throw new Error("the database is closed");
  return (await state.connection).exclusive(key, fn);
}

/** The process-wide database's connection use, or null while it is not open (the metrics never open it). */
export async function poolStats(): Promise<PoolStats | null> {
  const state = globalForDb.__storefrontDb;
  if (!state) return null;
  try {
    return (await state.connection).stats();
  } catch {
    return null;
  }
}

/** Closes the process-wide database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const state = globalForDb.__storefrontDb;
  globalForDb.__storefrontDb = undefined;
  if (state) await (await state.connection).close();
}
