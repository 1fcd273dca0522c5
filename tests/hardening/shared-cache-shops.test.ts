/**
 * Issue #47, point 11: two shops on one Redis (staging and production, two test runs) running the same build, with
 * the same REDIS_KEY_PREFIX, never share the shared cache's entries. Two production servers on two PostgreSQL
 * databases of their own, one Redis, one prefix: the product page each serves is its own shop's, a price changed and
 * revalidated in one never shows in the other, and every key either writes carries its own shop's identity (the id
 * a migration wrote into its database, `database_identity`).
 *
 * Always on PostgreSQL (PGlite cannot be shared by two servers of one test here, nor reached while one holds it), on
 * the machine's Redis (REDIS_TEST_URL) under a key prefix of its own that it deletes at the end.
 */
import { randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { Client } from "pg";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";
import { databaseName, pgAdmin, withDatabase } from "../support/pg-admin";

const PORT = hardeningPort(Number(process.env.HARDENING_SHOPS_CACHE_PORT ?? 3356));
const PG = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DB_A = `${databaseName(PG)}_sf_shop_a`;
const DB_B = `${databaseName(PG)}_sf_shop_b`;
const REDIS = process.env.REDIS_TEST_URL || "redis://127.0.0.1:6379";
const PREFIX = `sf-test-${randomUUID()}:`;
const SECRET = "shops-cache-revalidate-secret";
const PRODUCT = 19;
const PRICE_B = /1[.,]234[.,]567/;
const PRICE_A = /7[.,]654[.,]321/;

const page = (server: ServerHandle, path: string) =>
  fetch(`${server.url}${path}`).then(async (r) => ({ status: r.status, body: await r.text() }));

async function sql<T>(database: string, text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: withDatabase(PG, database) });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

const setPrice = (database: string, price: number) =>
  sql(
    database,
    "UPDATE products SET net_price = $1, retail_price = $1, direct_disc_percent = 0, direct_disc_nominal = 0 WHERE id = $2",
    [price, PRODUCT],
  );

async function redisKeys(): Promise<string[]> {
  const redis = createClient({ url: REDIS });
  await redis.connect();
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 })) keys.push(...batch);
  await redis.close();
  return keys;
}

/** Ready, with the cache's Redis connection up. */
async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const checks = await fetch(`${url}/api/ready`).then(
      async (r) =>
        r.status === 200 ? ((await r.json()) as { data: { checks: Record<string, string> } }).data.checks : null,
      () => null,
    );
    if (checks?.redis === "ok") return;
    await fetch(`${url}/`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} never became ready with Redis`);
}

describe("two shops on one Redis, one build, one key prefix", () => {
  let a: ServerHandle | null = null;
  let b: ServerHandle | null = null;

  beforeAll(async () => {
    ensureBuild();
    for (const db of [DB_A, DB_B])
      await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`, `CREATE DATABASE "${db}"`]);
    const env = (db: string) => ({
      DATABASE_URL: withDatabase(PG, db),
      DATA_DIR: "",
      REDIS_URL: REDIS,
      REDIS_KEY_PREFIX: PREFIX,
      REVALIDATE_SECRET: SECRET,
      JOBS_INTERVAL_SECONDS: "0",
      SEED_DEMO: "1",
    });
    a = await startServer(PORT, env(DB_A));
    await waitReady(a.url);
    b = await startServer(PORT + 1, env(DB_B));
    await waitReady(b.url);
    // The two demo shops are alike: B's price of the product tells its page from A's.
    await setPrice(DB_B, 1_234_567);
  }, 300_000);

  afterAll(async () => {
    await stopServer(a);
    await stopServer(b);
    const redis = createClient({ url: REDIS });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 }))
      if (keys.length) await redis.unlink(keys);
    await redis.close();
    for (const db of [DB_A, DB_B]) await pgAdmin(PG, [`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`]);
  }, 60_000);

  it("serves each shop its own page, never the other's cached one", async () => {
    const path = `/product/${PRODUCT}`;
    // A renders and stores the page first, and reads it back from Redis.
    for (let i = 0; i < 2; i++) expect((await page(a!, path)).status).toBe(200);
    expect((await page(a!, path)).body).not.toMatch(PRICE_B);
    const onB = await page(b!, path);
    expect(onB.status).toBe(200);
    expect(onB.body).toMatch(PRICE_B);
    // B's own entry is cached in turn: A still serves its own.
    expect((await page(b!, path)).body).toMatch(PRICE_B);
    expect((await page(a!, path)).body).not.toMatch(PRICE_B);
    // The cache is really used: B's price changed without a revalidation stays unseen on B (and A's revalidation,
    // below, must not expire B's entries either).
    await setPrice(DB_B, 2_222_222);
    expect((await page(b!, path)).body).toMatch(PRICE_B);
  }, 60_000);

  it("never shows on B a price changed and revalidated on A", async () => {
    const path = `/product/${PRODUCT}`;
    await setPrice(DB_A, 7_654_321);
    const revalidated = await fetch(`${a!.url}/api/v1/revalidate`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-revalidate-secret": SECRET },
      body: "{}",
    });
    expect(revalidated.status).toBe(200);
    const deadline = Date.now() + 20_000;
    let fresh = false;
    while (!fresh && Date.now() < deadline) {
      fresh = PRICE_A.test((await page(a!, path)).body);
      const onB = await page(b!, path);
      expect(onB.body).not.toMatch(PRICE_A);
      expect(onB.body).toMatch(PRICE_B);
      if (!fresh) await new Promise((r) => setTimeout(r, 100));
    }
    expect(fresh).toBe(true);
    for (let i = 0; i < 3; i++) {
      expect((await page(b!, path)).body).toMatch(PRICE_B);
      expect((await page(a!, path)).body).toMatch(PRICE_A);
    }
  }, 60_000);

  it("writes every key under its own shop's identity, the id a migration wrote into its database", async () => {
    const idOf = async (db: string) =>
      (await sql<{ id: string }>(db, "SELECT id FROM database_identity")).map((r) => r.id);
    const [rowsA, rowsB] = [await idOf(DB_A), await idOf(DB_B)];
    expect([rowsA.length, rowsB.length]).toEqual([1, 1]);
    const [idA, idB] = [rowsA[0]!, rowsB[0]!];
    expect(idA).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(idB).not.toBe(idA);
    const keys = await redisKeys();
    const ofA = keys.filter((k) => k.startsWith(`${PREFIX}${idA}:`));
    const ofB = keys.filter((k) => k.startsWith(`${PREFIX}${idB}:`));
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofB.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !ofA.includes(k) && !ofB.includes(k))).toEqual([]);
  });
});
