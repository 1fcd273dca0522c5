/**
 * Password hashing cannot starve the server (issue #21, point 5): while 60 sign-ins with unknown emails arrive at
 * once (each a 32 MiB scrypt against the decoy hash), a cached product page keeps answering quickly. Each sign-in
 * comes from its own address (the server trusts one proxy hop, as behind compose.yaml's Caddy), so the per-client
 * limits do not hide the hashing. Measured against a baseline taken just before, on the same server. The machine is
 * shared (CI runs the browser flows alongside, so its load changes between the baseline and the burst: 233 ms then
 * 1.35 s p99 were seen with no hashing fault), so p99 during the burst must stay under max(2 s, 4 × baseline p99).
 * Without the hashing bound it was 10 s (HASH_CONCURRENCY=16: every pool thread hashing).
 * Production build on port 3325; PGlite or PostgreSQL, the test file's own database.
 */
import { randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(3325);
const BURST = 60;
const PAGE = "/product/19";

let server: ServerHandle | null = null;
afterAll(() => stopServer(server));

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))]!;

async function pageMs(base: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}${PAGE}`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

/** Product page timings, two at a time, until `done` settles (at least `min` samples). */
async function sample(base: string, done: Promise<unknown> | null, min: number): Promise<number[]> {
  const times: number[] = [];
  let finished = false;
  void done?.finally(() => (finished = true));
  const worker = async () => {
    while (times.length < min || (done && !finished)) times.push(await pageMs(base));
  };
  await Promise.all([worker(), worker()]);
  return times;
}

describe("password hashing under a burst of sign-ins", () => {
  it("a cached product page stays fast while 60 unknown-email sign-ins hash at once", async () => {
    ensureBuild();
    server = await startServer(PORT, { TRUSTED_PROXY_HOPS: "1" });
    const base = server.url;
    for (let i = 0; i < 5; i++) await pageMs(base); // the page is rendered and cached
    const baseline = await sample(base, null, 200);

    const burst = Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${base}/api/v1/auth/sign-in`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          },
          body: JSON.stringify({ email: `ghost-${randomUUID()}@example.com`, password: "whatever1" }),
        }).then((res) => res.status),
      ),
    );
    const during = await sample(base, burst, 40);
    const statuses = await burst;

    const limit = Math.max(2_000, 4 * p99(baseline));
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!.toFixed(0);
    console.log(`[hash-burst] baseline p50 ${median(baseline)} ms, during p50 ${median(during)} ms`);
    console.log(
      `[hash-burst] baseline p99 ${p99(baseline).toFixed(0)} ms; during ${BURST} sign-ins p99 ${p99(during).toFixed(0)} ms over ${during.length} requests (limit ${limit.toFixed(0)} ms)`,
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(BURST); // every password was checked, none refused
    expect(p99(during)).toBeLessThan(limit);
  }, 240_000);
});
