/**
 * Issue #47 point 6: the API's search (`GET /api/v1/products?search=…`, the same render as the search page) was not
 * gated, and the page's gate was one budget for everyone, so 8 attacking addresses got 11 of 12 real shoppers'
 * searches refused. The API's search now passes the page's gate (lib/server/http/search-gate.ts), one count for
 * both, and the gate gives each client its own share before the shared part: a client's own share (a bucket of 3
 * searches given back at 30 a minute) is spent by every search it asks for (refused ones too), and the instance's last `overall` (3)
 * tokens serve only searches made within their client's own share. The production server behind one proxy
 * (TRUSTED_PROXY_HOPS=1): 8 addresses burst with unique searches on 32 connections, half through the API, for 11 s, while
 * 12 shoppers on other addresses search twice each, spread over the burst (2.5 a second), once it is under way. Every shopper's search
 * is answered 200 (the rule: a shopper who searches no faster than once every 2 s is refused only when others within
 * their own share take the 3 reserved tokens within a third of a second); the instance renders at most its bucket
 * (6) and 3 a second; a probe reads the cached product page during the burst, its p50 and p95 printed, the p95
 * bounded loosely (search-burst.test.ts holds the cached page's bound).
 */
import { randomBytes } from "node:crypto";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_SEARCH_FAIR_PORT ?? 3357));
// Looser than search-burst.test.ts's 1 s, which bounds the cached page under a burst: this test's proof is the
// shoppers' searches, and it runs twice the gated requests (the API's too) beside 24 shoppers' renders.
const P95_BOUND_MS = Number(process.env.SEARCH_FAIR_P95_MS ?? 2500);
const SECONDS = 11;
let server: ServerHandle;

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT, { TRUSTED_PROXY_HOPS: "1" });
}, 180_000);
afterAll(() => stopServer(server));

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(path: string, client?: string): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, client ? { headers: { "x-forwarded-for": client } } : {});
  const body = await res.text();
  return { ms: performance.now() - started, status: res.status, body };
}

const words = () => `kemeja ${randomBytes(4).toString("hex")}`;
const pageSearch = () => `/products?search=${encodeURIComponent(words())}`;
const apiSearch = () => `/api/v1/products?search=${encodeURIComponent(words())}`;

describe("the search gate's own shares (issue #47 point 6)", () => {
  it("gates the API's search with the page's: one client's 7th search in 10 s, page or API, is refused", async () => {
    const client = "203.0.113.70";
    // At the start of a window of the per-client count (10 s, counted from the epoch): all 7 in one window.
    await sleep(10_100 - (Date.now() % 10_000));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await get(i % 2 === 0 ? apiSearch() : pageSearch(), client);
      statuses.push(res.status);
      if (res.status === 429 && i % 2 === 0)
        expect((JSON.parse(res.body) as { error: { message: string } }).error.message).toBe(LIMIT_MSG.busy);
      await sleep(400);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // A listing without a search, and another client, pass.
    expect((await get("/api/v1/products?category_id=9", client)).status).toBe(200);
    expect((await get(apiSearch(), "203.0.113.71")).status).toBe(200);
  }, 60_000);

  it("answers every real shopper's search while 8 addresses burst, and keeps the cached page fast", async () => {
    for (let i = 0; i < 10; i++) expect((await get("/product/19")).status).toBe(200);
    await sleep(2500); // the first test's tokens back
    const deadline = Date.now() + SECONDS * 1000;
    const attack = { rendered: 0, refused: 0, other: 0 };
    const attackers = Array.from({ length: 32 }, async (_, i) => {
      const address = `192.0.2.${(i % 8) + 1}`;
      while (Date.now() < deadline) {
        const res = await get(i % 2 === 0 ? apiSearch() : pageSearch(), address).catch(() => null);
        if (res?.status === 200) attack.rendered += 1;
        else if (res?.status === 429) attack.refused += 1;
        else attack.other += 1;
      }
    });
    await sleep(1000); // the burst under way
    // 12 shoppers search twice each over 9 s: a search every 400 ms over all of them.
    const shoppers = Array.from({ length: 24 }, async (_, i) => {
      await sleep(i * 400);
      return (await get(pageSearch(), `198.51.100.${(i % 12) + 1}`)).status;
    });
    const probe: number[] = [];
    while (Date.now() < deadline) {
      const res = await get("/product/19");
      expect(res.status).toBe(200);
      probe.push(res.ms);
      await sleep(50);
    }
    const statuses = await Promise.all(shoppers);
    await Promise.all(attackers);
    const answered = statuses.filter((status) => status === 200).length;
    console.log(
      `shoppers: ${answered} of ${statuses.length} searches answered; attack: ${attack.rendered} rendered, ${attack.refused} refused, ${attack.other} failed; cached page during the burst p50 ${percentile(probe, 50).toFixed(0)} / p95 ${percentile(probe, 95).toFixed(0)} ms over ${probe.length} probes`,
    );
    expect(attack.other).toBe(0);
    expect(statuses).toEqual(Array<number>(24).fill(200));
    // The instance's bound: its bucket (6) and 3 a second, a second's worth of slack for the requests in flight.
    expect(attack.rendered + answered).toBeLessThanOrEqual(6 + 3 * (SECONDS + 1));
    expect(percentile(probe, 95)).toBeLessThan(P95_BOUND_MS);
  }, 90_000);
});
