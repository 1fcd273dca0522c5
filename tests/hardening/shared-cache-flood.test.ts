/**
 * Issue #34 point 5: the shared page cache (REDIS_URL, cache-handlers/cache-handler.mjs) under a flood of unique addresses, on the
 * production server. 200 `/product/<random>` (products that do not exist) and 200 `/products?search=flood<random>`
 * are asked for; before the fix each became a Redis entry of about 130 KB kept for about 90 minutes. Now a 404 is not
 * kept at all, a search page is kept briefly (cache-handlers/cache-policy.mjs, SEARCH_TTL_SECONDS) and only in its normalised
 * spelling, and the deploy's Redis has a size cap with an eviction policy (compose.yaml, tests/unit/deploy). Since
 * issue #47 point 2 a search that finds nothing, as the flood's do, is not kept at all (cache-flood-limits.test.ts).
 * The figures (keys, their bytes, Redis's used_memory) are printed for docs/performance.md.
 *
 * On the machine's Redis (REDIS_TEST_URL, default redis://127.0.0.1:6379) under a key prefix of its own that it
 * deletes at the end; on this test's database (PGlite or TEST_DATABASE_URL).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createClient } from "@redis/client";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_CACHE_FLOOD_PORT ?? 3345));
const REDIS = new URL(process.env.REDIS_TEST_URL || "redis://127.0.0.1:6379");
const PREFIX = `sf-test-flood-${randomUUID()}:`;
const FLOOD = 200;
/** cache-handlers/cache-policy.mjs: how long a search page is kept. */
const SEARCH_TTL_SECONDS = 600;
let server: ServerHandle | null = null;
const redis = createClient({ url: REDIS.toString() });

beforeAll(async () => {
  ensureBuild();
  await redis.connect();
  // The search gate (point 9) would answer most of the flood with 429: this test measures the cache behind it.
  server = await startServer(PORT, {
    REDIS_URL: REDIS.toString(),
    REDIS_KEY_PREFIX: PREFIX,
    JOBS_INTERVAL_SECONDS: "0",
    SEARCH_RATE_LIMIT: "0",
  });
}, 180_000);

afterAll(async () => {
  await stopServer(server);
  for await (const keys of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 }))
    if (keys.length) await redis.unlink(keys);
  await redis.close();
}, 60_000);

async function ourKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const batch of redis.scanIterator({ MATCH: `${PREFIX}*`, COUNT: 1000 })) keys.push(...batch);
  return keys;
}

async function bytesOf(keys: string[]): Promise<number> {
  let sum = 0;
  for (const key of keys) sum += Number((await redis.memoryUsage(key)) ?? 0);
  return sum;
}

const usedMemory = async () => Number(/used_memory:(\d+)/.exec(await redis.info("memory"))?.[1] ?? 0);

/** Asks for every path, 8 at a time; answers the statuses seen. */
async function ask(paths: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const res = await fetch(`${server!.url}${path}`);
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const random = () => randomBytes(6).toString("hex");

describe("the shared page cache under a flood of unique addresses (issue #34 point 5)", () => {
  it("keeps no 404 page, keeps search pages briefly and only normalised, and prints Redis's memory", async () => {
    // Warm: the real product and listing pages are cached as before.
    expect((await fetch(`${server!.url}/product/19`)).status).toBe(200);
    expect((await fetch(`${server!.url}/products?search=kemeja`)).status).toBe(200);
    const baseKeys = await ourKeys();
    expect(baseKeys.some((k) => k.includes("/product/19"))).toBe(true);
    // A search that finds something is kept, for a while only.
    const kept = baseKeys.filter((k) => /\/products\/cached\/.*\/kemeja\//.test(k));
    expect(kept).toHaveLength(1);
    const keptTtl = await redis.ttl(kept[0]!);
    expect(keptTtl > 0 && keptTtl <= 2 * SEARCH_TTL_SECONDS).toBe(true);
    const memoryBefore = await usedMemory();
    const started = Date.now();

    const products = Array.from({ length: FLOOD }, () => `/product/${Math.floor(1e6 + Math.random() * 8e6)}`);
    const searches = Array.from({ length: FLOOD }, () => `/products?search=flood${random()}`);
    const statuses = await ask([...products, ...searches]);
    const seconds = (Date.now() - started) / 1000;
    expect(statuses.get(404)).toBe(FLOOD);
    expect(statuses.get(200)).toBe(FLOOD);

    const keys = await ourKeys();
    const added = keys.filter((k) => !baseKeys.includes(k));
    const productKeys = added.filter((k) => /\/product\/\d/.test(k));
    const searchKeys = added.filter((k) => /\/products\/cached\/.*flood[0-9a-f]{12}/.test(k));
    const bytes = await bytesOf(added);
    const ttls = await Promise.all(searchKeys.map((k) => redis.ttl(k)));
    console.log(
      `flood of ${2 * FLOOD} in ${seconds.toFixed(1)} s: ${added.length} new keys (${productKeys.length} product, ${searchKeys.length} search), ` +
        `${(bytes / 1024 / 1024).toFixed(1)} MB by MEMORY USAGE, used_memory ${(memoryBefore / 1024 / 1024).toFixed(1)} → ${((await usedMemory()) / 1024 / 1024).toFixed(1)} MB, ` +
        `search TTL max ${Math.max(0, ...ttls)} s`,
    );
    expect(productKeys).toEqual([]);
    expect(ttls.every((ttl) => ttl > 0 && ttl <= 2 * SEARCH_TTL_SECONDS)).toBe(true);

    // A spelling that is not the normalised one is served, never kept.
    const spelt = `Flood${random().toUpperCase()}`;
    expect((await fetch(`${server!.url}/products?search=${spelt}`)).status).toBe(200);
    expect((await ourKeys()).filter((k) => k.slice(PREFIX.length).toLowerCase().includes(spelt.toLowerCase()))).toEqual(
      [],
    );
    // The real product is still cached and served.
    expect((await fetch(`${server!.url}/product/19`)).status).toBe(200);
  }, 300_000);
});
