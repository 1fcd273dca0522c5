/**
 * Issue #47 point 2: a page-cache flood must not reset the rate limits, on the production server with its shared
 * cache on a Redis of this test's own at its memory cap (`--maxmemory`, `--maxmemory-policy volatile-lru`, as
 * compose.yaml runs it).
 *
 * 1. A sign-in is locked out: five wrong passwords from client A, then the right one is refused (429).
 * 2. Client B floods 150 pages that name no page of their own: `/shop/<random>` (the spec's women's landing),
 *    `/products?category_id=<unknown>`, and unknown group and size values. None of them adds a key to Redis: the
 *    landing is served from the women's entry, and a listing that shows nothing is not kept (cache-policy.mjs).
 *    The keys and the memory the flood added are printed.
 * 3. Redis is then filled past its cap with entries that expire, as a flood of real pages would, until it evicts.
 *    The limit counters are in no eviction pool (they count in the database, lib/server/limits/store.ts): A is still
 *    locked out. Before the fix the counters were Redis keys with a TTL, volatile-lru evicted them, and the right
 *    password signed in.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { createClient } from "@redis/client";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_FLOOD_LIMITS_PORT ?? 3353));
const MAXMEMORY = 48 * 1024 * 1024;
const FLOOD = 150;
const PASSWORD = "rahasia123";
const CLIENT_A = "198.51.100.7";
const CLIENT_B = "203.0.113.9";

let redisProcess: ChildProcess | null = null;
let server: ServerHandle | null = null;
let redis: ReturnType<typeof createClient>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startRedis(): Promise<string> {
  const port = await freePort();
  redisProcess = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--maxmemory",
      String(MAXMEMORY),
      "--maxmemory-policy",
      "volatile-lru",
    ],
    { stdio: "ignore" },
  );
  const url = `redis://127.0.0.1:${port}`;
  redis = createClient({ url });
  redis.on("error", () => {});
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await redis.connect();
      return url;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

beforeAll(async () => {
  ensureBuild();
  const url = await startRedis();
  // TRUSTED_PROXY_HOPS 1: the test plays the proxy, so A and B are told apart by X-Forwarded-For.
  server = await startServer(PORT, {
    REDIS_URL: url,
    REDIS_KEY_PREFIX: `sf-flood-${randomUUID()}:`,
    JOBS_INTERVAL_SECONDS: "0",
    TRUSTED_PROXY_HOPS: "1",
  });
}, 180_000);

afterAll(async () => {
  await stopServer(server);
  await redis?.close().catch(() => undefined);
  redisProcess?.kill("SIGTERM");
}, 60_000);

const info = async (field: string) => Number(new RegExp(`${field}:(\\d+)`).exec(await redis.info())?.[1] ?? 0);

const json = (client: string) => ({ "content-type": "application/json", "x-forwarded-for": client });

function signIn(email: string, password: string): Promise<Response> {
  return fetch(`${server!.url}/api/v1/auth/sign-in`, {
    method: "POST",
    headers: json(CLIENT_A),
    body: JSON.stringify({ email, password }),
  });
}

/** Asks for every path from client B, 8 at a time; answers the statuses seen. */
async function flood(paths: string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const res = await fetch(`${server!.url}${path}`, { headers: { "x-forwarded-for": CLIENT_B } });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

const hex = () => randomBytes(5).toString("hex");
const unknownId = () => String(Math.floor(1e8 + Math.random() * 8e8));

describe("a page-cache flood does not reset the rate limits (issue #47 point 2)", () => {
  const email = `flood-${randomUUID()}@example.com`;

  it("stores nothing for 150 pages that name no page of their own", async () => {
    const up = await fetch(`${server!.url}/api/v1/auth/sign-up`, {
      method: "POST",
      headers: json("192.0.2.1"),
      body: JSON.stringify({ name: "Flood", gender: "FEMALE", email, password: PASSWORD, password_conf: PASSWORD }),
    });
    expect(up.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(email, "wrong-password")).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    // The real pages are cached first, so that the flood's own keys are what it adds.
    for (const path of ["/shop/women", "/shop/men", "/products?category_id=9", "/products"])
      expect((await fetch(`${server!.url}/${path.slice(1)}`)).status).toBe(200);
    const keysBefore = await redis.dbSize();
    const memoryBefore = await info("used_memory");

    const third = FLOOD / 3;
    const paths = [
      ...Array.from({ length: third }, () => `/shop/x${hex()}`),
      ...Array.from({ length: third }, () => `/products?category_id=${unknownId()}`),
      ...Array.from({ length: third }, () => `/products?group_id=${unknownId()}&size=Z${hex().toUpperCase()}`),
    ];
    const started = Date.now();
    const statuses = await flood(paths);
    const added = (await redis.dbSize()) - keysBefore;
    const grown = (await info("used_memory")) - memoryBefore;
    console.log(
      `flood of ${FLOOD} in ${((Date.now() - started) / 1000).toFixed(1)} s (${JSON.stringify(Object.fromEntries(statuses))}): ` +
        `${added} new Redis keys, used_memory ${grown >= 0 ? "+" : ""}${(grown / 1024 / 1024).toFixed(1)} MB, ` +
        `evicted ${await info("evicted_keys")}`,
    );
    expect(statuses.get(200)).toBe(FLOOD);
    expect(added).toBe(0);

    // Any other name shows the women's landing, and an unknown category the listing's empty state.
    const heading = async (path: string) =>
      /<h1[^>]*>(.*?)<\/h1>/s.exec(await (await fetch(`${server!.url}${path}`)).text())?.[1];
    expect(await heading(`/shop/x${hex()}`)).toBe(await heading("/shop/women"));
    expect(await heading(`/fr/shop/x${hex()}`)).toBe(await heading("/fr/shop/women"));
    expect(await heading("/shop/MEN")).toBe(await heading("/shop/men"));
    expect(await heading("/shop/women")).not.toBe(await heading("/shop/men"));
    expect(await redis.dbSize()).toBe(keysBefore + 1); // /fr/shop/women, rendered for the first time
  }, 300_000);

  it("keeps the lockout when Redis evicts at its cap", async () => {
    // Entries that expire, past the cap: Redis must evict, as it would under a flood of pages the shop does keep.
    const filler = "x".repeat(64 * 1024);
    for (let i = 0; i < (2 * MAXMEMORY) / filler.length; i += 32)
      await Promise.all(Array.from({ length: 32 }, (_, j) => redis.set(`filler:${i + j}`, filler, { EX: 3600 })));
    const evicted = await info("evicted_keys");
    console.log(`filled past the cap: evicted_keys ${evicted}, used_memory ${(await info("used_memory")) >> 20} MB`);
    expect(evicted).toBeGreaterThan(0);

    expect((await signIn(email, PASSWORD)).status).toBe(429);
    // The shop still serves and caches its pages from the full Redis.
    expect((await fetch(`${server!.url}/shop/women`)).status).toBe(200);
  }, 300_000);
});
