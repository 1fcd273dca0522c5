/**
 * Issue #47, point 11: every database carries its own identity, a random id its migration wrote into
 * `database_identity` (one row, never two), which the app hands to the shared cache's handlers when it opens the
 * database (their keys carry it: tests/hardening/shared-cache-shops.test.ts). Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { readDatabaseIdentity } from "@/lib/db/database-identity";
import { databaseIdentity } from "@/lib/db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the cache handlers read (cache-handlers/cache-redis.mjs). */
const handedOver = () =>
  (globalThis as typeof globalThis & { __storefrontDatabaseIdentity?: { id: string | null } })
    .__storefrontDatabaseIdentity?.id;

describe("the database's identity", () => {
  it("is one row written by the migration, handed to the cache handlers when the database opens", async () => {
    const db = await getDb();
    const rows = await db.select().from(databaseIdentity);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toMatch(UUID);
    expect(handedOver()).toBe(rows[0]!.id);
    expect(await readDatabaseIdentity(db)).toBe(rows[0]!.id);
  });

  it("never holds a second row, and is written anew should its row be missing", async () => {
    const db = await getDb();
    await expect(db.execute(sql`INSERT INTO database_identity (singleton) VALUES (false)`)).rejects.toThrow();
    await expect(db.execute(sql`INSERT INTO database_identity DEFAULT VALUES`)).rejects.toThrow();
    const before = await readDatabaseIdentity(db);
    await db.delete(databaseIdentity);
    const after = await readDatabaseIdentity(db);
    expect(after).toMatch(UUID);
    expect(after).not.toBe(before);
    expect(await db.select().from(databaseIdentity)).toHaveLength(1);
  });
});
