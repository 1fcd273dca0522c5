import "server-only";
import { connect, isEmpty, type Connection } from "./connect";
import { pgliteDir } from "./paths";
import { seedDemo } from "./seed";
import type { Db } from "./types";

export type { Db, Queryable, Tx } from "./types";

interface DbState {
  connection: Promise<Connection>;
}

const globalForDb = globalThis as typeof globalThis & { __storefrontDb?: DbState };

export { pgliteDir } from "./paths";

/**
 * Demo mode loads the demo shop into an empty database (SEED_DEMO=0 keeps it empty); live mode never seeds. Read
 * straight from the environment, which the start-up check (lib/server/startup) has already validated.
 */
export function seedsDemo(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.SHOP_MODE !== "live" && env.SEED_DEMO !== "0";
}

async function seedIfEmpty(db: Db): Promise<void> {
  // An empty database gets the demo shop, so a fresh clone runs with no other step.
  if (seedsDemo() && (await isEmpty(db))) await seedDemo(db);
}

function open(): Promise<Connection> {
  return connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: pgliteDir(),
    poolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    prepare: seedIfEmpty,
  });
}

/** The process-wide database, migrated and seeded on first use (one per process; kept across dev reloads). */
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

/** Closes the process-wide database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const state = globalForDb.__storefrontDb;
  globalForDb.__storefrontDb = undefined;
  if (state) await (await state.connection).close();
}
