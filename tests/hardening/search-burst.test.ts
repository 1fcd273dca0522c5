/**
 * Issue #34 point 9: a burst of unique searches (32 connections of `/products?search=kemeja <random>!`, each rendered
 * per request), or of listings with made-up prices (`/products?price_min=<random>`, a cached page rendered for each new
 * value), must not slow the cached pages. Uncached listing renders are bounded per client and overall
 * (lib/server/http/search-gate.ts, in proxy.ts); a request over a bound gets a cheap 429. The test plays a proxy in
 * front (TRUSTED_PROXY_HOPS=1) and gives every burst request an address of its own, as many clients would: only the
 * instance's bound (3 a second) holds them, the per-client one (6 in 10 s) never does. A probe reads the cached
 * product page one request at a time during the burst; its p50 must stay under 250 ms and its p95 under 1 s. Before
 * the gate this machine saw p50 1.2 s and p95 1.9 s (the issue's: 374 ms and 2 s). The target on an idle machine is
 * a p95 under 50 ms (npm run bench -- --only burst); these bounds leave room for a busy 2-core CI machine running the
 * client, the server and other jobs at once (with the gate, on the shared development machine at load 10: p50
 * 138 ms, p95 509 ms, idle p95 67 ms).
 */
import { randomBytes, randomInt } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_SEARCH_BURST_PORT ?? 3342));
const P50_BOUND_MS = Number(process.env.SEARCH_BURST_P50_MS ?? 250);
const P95_BOUND_MS = Number(process.env.SEARCH_BURST_P95_MS ?? 1000);
const SECONDS = Number(process.env.SEARCH_BURST_SECONDS ?? 10);
let server: ServerHandle;

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT, { TRUSTED_PROXY_HOPS: "1" });
}, 180_000);
afterAll(() => stopServer(server));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function timed(path: string, client?: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, client ? { headers: { "x-forwarded-for": client } } : {});
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

/** A new client address each time (the burst comes from many clients). */
const anyClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The panel's price bucket: a cached page, never counted nor refused by the gate. */
const BUCKET = "/products?price_min=200000&price_max=399999";

describe("a burst of uncached listing renders (issue #34 point 9)", () => {
  it.each([
    ["unique searches", () => `/products?search=${encodeURIComponent(`kemeja ${randomBytes(4).toString("hex")}!`)}`],
    ["made-up prices", () => `/products?price_min=${randomInt(1, 1_000_000_000)}`],
  ])(
    "keeps the cached product page fast while 32 connections ask for %s, answering the excess with 429",
    async (kind, next) => {
      for (let i = 0; i < 20; i++) expect((await timed("/product/19")).status).toBe(200);
      expect((await timed(BUCKET)).status).toBe(200);
      const idle: number[] = [];
      for (let i = 0; i < 40; i++) idle.push((await timed("/product/19")).ms);

      const deadline = Date.now() + SECONDS * 1000;
      const renders = { done: 0, busy: 0, other: 0 };
      const burst = Array.from({ length: 32 }, async () => {
        while (Date.now() < deadline) {
          const res = await timed(next(), anyClient()).catch(() => null);
          if (res?.status === 429) renders.busy += 1;
          else if (res?.status === 200) renders.done += 1;
          else renders.other += 1;
        }
      });
      // The panel's bucket is never refused, however busy the gate.
      const buckets: number[] = [];
      const bucketProbe = (async () => {
        while (Date.now() < deadline) {
          buckets.push((await timed(BUCKET, anyClient())).status);
          await new Promise((r) => setTimeout(r, 250));
        }
      })();
      const probe: number[] = [];
      await new Promise((r) => setTimeout(r, 1000)); // the burst under way
      while (Date.now() < deadline) {
        const res = await timed("/product/19");
        expect(res.status).toBe(200);
        probe.push(res.ms);
        await new Promise((r) => setTimeout(r, 50));
      }
      await Promise.all([...burst, bucketProbe]);
      const figures = `idle p50 ${percentile(idle, 50).toFixed(0)} / p95 ${percentile(idle, 95).toFixed(0)} ms; during the burst p50 ${percentile(probe, 50).toFixed(0)} / p95 ${percentile(probe, 95).toFixed(0)} ms over ${probe.length} probes; ${renders.done} rendered, ${renders.busy} busy, ${renders.other} failed; bucket ${buckets.length} × 200`;
      console.log(`${kind}: ${figures}`);
      expect(renders.other).toBe(0);
      expect(renders.done).toBeGreaterThan(0);
      expect(renders.busy).toBeGreaterThan(0);
      // At most the instance's bucket (6) and 3 a second were rendered (and a second's worth for the requests in flight).
      expect(renders.done).toBeLessThanOrEqual(6 + 3 * (SECONDS + 1));
      expect(buckets.length).toBeGreaterThan(0);
      expect(buckets.every((status) => status === 200)).toBe(true);
      expect(percentile(probe, 50)).toBeLessThan(P50_BOUND_MS);
      expect(percentile(probe, 95)).toBeLessThan(P95_BOUND_MS);
    },
    120_000,
  );
});
