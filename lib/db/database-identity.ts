import { sql } from "drizzle-orm";
import { databaseIdentity } from "./schema";
import type { Db } from "./types";

/**
 * The database's identity: the id in its `database_identity` row (lib/db/schema/database-identity.ts), written by the
 * migration that made the table and so different for every database; written again, at random, should the row be
 * missing. A copy of the database (a restored backup) carries the same id: docs/deploy.md says when to renew it.
 */
export async function readDatabaseIdentity(db: Db): Promise<string> {
  await db.insert(databaseIdentity).values({}).onConflictDoNothing();
  const [row] = await db
    .select({ id: databaseIdentity.id })
    .from(databaseIdentity)
    .where(sql`${databaseIdentity.singleton}`);
  if (!row) throw new Error("database_identity has no row");
  return row.id;
}

/**
 * The slot the cache handlers read the identity from (cache-handlers/cache-redis.mjs, `databaseIdentity`, which
 * spells the same shape): they run outside the app's bundle, in the same process, and may ask before the database
 * is open.
 */
interface IdentitySlot {
  id: string | null;
  waiters: ((id: string) => void)[];
}

const slotHolder = globalThis as typeof globalThis & { __storefrontDatabaseIdentity?: IdentitySlot };

/** Hands the identity to the cache handlers, waking those that wait for it. */
export function publishDatabaseIdentity(id: string): void {
  const slot = (slotHolder.__storefrontDatabaseIdentity ??= { id: null, waiters: [] });
  slot.id = id;
  for (const wake of slot.waiters.splice(0)) wake(id);
}
