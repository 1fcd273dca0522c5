/**
 * Issue #47, point 12: no PostgreSQL client runs two queries at once (tests/support/pg-overlap.ts). A page's parallel
 * reads go to the pool, each on a client of its own, and a new client is handed out only once its session setting
 * is done; the guard every database test runs under (tests/support/pg-overlap-guard.ts) sees a second statement sent
 * inside a transaction while the first runs. PGlite has no such client: the file checks PostgreSQL only.
 */
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "@/lib/db";
import { categories, products } from "@/lib/db/schema";
import { takeOverlaps } from "../support/pg-overlap-guard";

const maybe = process.env.TEST_DATABASE_URL ? describe : describe.skip;

maybe("one query at a time on each PostgreSQL client", () => {
  it("runs parallel reads on fresh connections, each opened and set up before its first query", async () => {
    // A pool with no connection yet: each of these reads opens one.
    await closeDb();
    const db = await getDb();
    const settings = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.execute(sql`select current_setting('pg_trgm.word_similarity_threshold') as value`),
      ),
    );
    await Promise.all([db.select().from(categories), db.select().from(products).limit(8)]);
    // Every connection has the search's setting before its first query.
    expect(settings.map((result) => (result as unknown as { rows: { value: string }[] }).rows[0]?.value)).toEqual(
      Array(6).fill("0.4"),
    );
    expect(takeOverlaps()).toEqual([]);
  });

  it("notices a second statement sent inside a transaction while the first still runs", async () => {
    const db = await getDb();
    await db.transaction((tx) => Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]));
    expect(takeOverlaps()).toHaveLength(1);
  });
});
