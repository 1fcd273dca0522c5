/**
 * Issue #34 point 9: a burst of unique searches (32 connections of `/products?search=kemeja <random>!`, each rendered
 * per request) must not slow the cached pages. Uncached listing renders are bounded per client and overall
 * (lib/server/http/search-gate.ts, in proxy.ts); a request over a bound gets a cheap 429. A probe reads the cached
 * product page one request at a time during the burst; its p50 must stay under 250 ms and its p95 under 1 s. Before
 * the gate this machine saw p50 1.2 s and p95 1.9 s (the issue's: 374 ms and 2 s). The target on an idle machine is
 * a p95 under 50 ms (npm run bench -- --only burst); these bounds leave room for a busy 2-core CI machine running the
 * client, the server and other jobs at once (with the gate, on the shared development machine at load 10: p50
 * 138 ms, p95 509 ms, idle p95 67 ms).
 */
import { randomBytes } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_SEARCH_BURST_PORT ?? 3342));
const P50_BOUND_MS = Number(process.env.SEARCH_BURST_P50_MS ?? 250);
const P95_BOUND_MS = Number(process.env.SEARCH_BURST_P95_MS ?? 1000);
const SECONDS = Number(process.env.SEARCH_BURST_SECONDS ?? 10);
let server: ServerHandle;

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT);
}, 180_000);
afterAll(() => stopServer(server));

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;

async function timed(path: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`);
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

describe("a burst of unique searches (issue #34 point 9)", () => {
  it("keeps the cached product page fast while 32 connections search, answering the excess with 429", async () => {
    for (let i = 0; i < 20; i++) expect((await timed("/product/19")).status).toBe(200);
    const idle: number[] = [];
    for (let i = 0; i < 40; i++) idle.push((await timed("/product/19")).ms);

    const deadline = Date.now() + SECONDS * 1000;
    const searches = { done: 0, busy: 0, other: 0 };
    const burst = Array.from({ length: 32 }, async () => {
      while (Date.now() < deadline) {
        const term = encodeURIComponent(`kemeja ${randomBytes(4).toString("hex")}!`);
        const res = await timed(`/products?search=${term}`).catch(() => null);
        if (res?.status === 429) searches.busy += 1;
        else if (res?.status === 200) searches.done += 1;
        else searches.other += 1;
      }
    });
    const probe: number[] = [];
    await new Promise((r) => setTimeout(r, 1000)); // the burst under way
    while (Date.now() < deadline) {
      const res = await timed("/product/19");
      expect(res.status).toBe(200);
      probe.push(res.ms);
      await new Promise((r) => setTimeout(r, 50));
    }
    await Promise.all(burst);
    const figures = `idle p50 ${percentile(idle, 50).toFixed(0)} / p95 ${percentile(idle, 95).toFixed(0)} ms; during the burst p50 ${percentile(probe, 50).toFixed(0)} / p95 ${percentile(probe, 95).toFixed(0)} ms over ${probe.length} probes; searches ${searches.done} rendered, ${searches.busy} busy, ${searches.other} failed`;
    console.log(figures);
    expect(searches.other).toBe(0);
    expect(searches.done).toBeGreaterThan(0);
    expect(searches.busy).toBeGreaterThan(0);
    expect(percentile(probe, 50)).toBeLessThan(P50_BOUND_MS);
    expect(percentile(probe, 95)).toBeLessThan(P95_BOUND_MS);
  }, 120_000);
});
