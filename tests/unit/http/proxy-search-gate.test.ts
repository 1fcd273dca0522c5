/**
 * The search gate as proxy.ts runs it (issue #34 point 9): the per-client bound needs the client's address, which
 * with no proxy in front (TRUSTED_PROXY_HOPS=0) is the socket's, `x-shop-peer` (lib/server/http/peer-address.ts).
 * Each search here comes a second after the last, so only the per-client bound (6 in 10 s) can refuse one. A listing
 * filtered by a price other than the panel's buckets is a render of its own for each new value, like a search, and
 * passes the same gate.
 */
import { NextRequest } from "next/server";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas } from "next/dist/shared/lib/router/utils/prepare-destination";
import { config, proxy } from "@/proxy";
import { PEER_HEADER } from "@/lib/server/http/peer-header";

const search = (path: string, headers: Record<string, string>) =>
  proxy(new NextRequest(`http://shop.test${path}`, { headers }));

/** Statuses of `n` searches one second apart, each with the headers `headersOf(i)` gives. */
function burst(n: number, headersOf: (i: number) => Record<string, string>, path = "/products?search=kemeja") {
  return Array.from({ length: n }, (_, i) => {
    jest.advanceTimersByTime(1_000);
    return search(`${path}+${i}`, headersOf(i)).status;
  });
}

const saved = process.env.TRUSTED_PROXY_HOPS;
let window = 0;
beforeEach(() => {
  // Each test in a gate window of its own (10 s windows, counted from the epoch).
  jest.useFakeTimers({ now: 1_800_000_000_000 + 60_000 * ++window });
  delete process.env.SEARCH_RATE_LIMIT;
});
afterEach(() => {
  jest.useRealTimers();
  process.env.TRUSTED_PROXY_HOPS = saved;
});

describe("the search gate in proxy.ts", () => {
  it("bounds one client by its socket address with no proxy in front, whatever X-Forwarded-For it writes", () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const statuses = burst(7, (i) => ({ [PEER_HEADER]: "198.51.100.7", "x-forwarded-for": `203.0.113.${i + 1}` }));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Another client is not affected, in every language's address.
    expect(burst(1, () => ({ [PEER_HEADER]: "198.51.100.8" }), "/id/products?search=kemeja")).toEqual([200]);
  });

  it("bounds one client by the address the trusted proxy wrote, not by the proxy's own", () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const proxyPeer = { [PEER_HEADER]: "10.0.0.2" };
    expect(burst(7, () => ({ ...proxyPeer, "x-forwarded-for": "203.0.113.50" }))).toEqual([
      200, 200, 200, 200, 200, 200, 429,
    ]);
    expect(burst(2, (i) => ({ ...proxyPeer, "x-forwarded-for": `203.0.113.${60 + i}` }))).toEqual([200, 200]);
  });

  it("applies only the instance's bound to a request whose address is unknown", () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    expect(burst(8, () => ({}))).toEqual(Array(8).fill(200));
  });
});

/** Whether Next runs proxy.ts for the address (its matcher entries, with Next's own matchers). */
function reachesProxy(address: string): boolean {
  const url = new URL(address, "http://shop.test");
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  const req = { headers: {} } as Parameters<typeof matchHas>[0];
  return config.matcher.some((entry) => {
    const { source, has } = typeof entry === "string" ? { source: entry, has: undefined } : entry;
    return (
      getPathMatch(source, { strict: true })(url.pathname) !== false &&
      (!has || matchHas(req, query, has as Parameters<typeof matchHas>[2], []) !== false)
    );
  });
}

describe("a listing filtered by a price of its own (a render for each new value)", () => {
  it("reaches proxy.ts, in every language, like a search", () => {
    for (const address of [
      "/products?price_min=123457",
      "/id/products?price_max=98765&size=M",
      "/fr/products?category_id=3&price_min=1000",
      "/products?search=kemeja",
    ]) {
      expect([address, reachesProxy(address)]).toEqual([address, true]);
    }
    for (const address of ["/products", "/products?category_id=3&size=M", "/product/19"])
      expect([address, reachesProxy(address)]).toEqual([address, false]);
  });

  it("passes the search gate: one client's 7th made-up price in 10 s is refused, and its searches share the count", () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const peer = { [PEER_HEADER]: "198.51.100.20" };
    expect(burst(4, () => peer, "/products?price_min=12345")).toEqual([200, 200, 200, 200]);
    expect(burst(3, () => peer, "/id/products?search=kemeja")).toEqual([200, 200, 429]);
    expect(burst(1, () => peer, "/products?category_id=3&price_max=5")).toEqual([429]);
  });

  it("never refuses nor counts the panel's price buckets (a few cached pages), alone or with other filters", () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const peer = { [PEER_HEADER]: "198.51.100.21" };
    const buckets = [
      "price_max=199999",
      "price_min=200000&price_max=399999",
      "price_min=400000&price_max=699999",
      "price_min=700000",
    ];
    for (let round = 0; round < 3; round++) {
      for (const bucket of buckets)
        expect([bucket, search(`/products?category_id=3&${bucket}`, peer).status]).toEqual([bucket, 200]);
    }
    expect(burst(6, () => peer, "/products?price_min=200000&price_max=399998")).toEqual(Array(6).fill(200));
  });
});
