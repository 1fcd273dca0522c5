/**
 * The search gate as proxy.ts runs it (issue #34 point 9): the per-client bound needs the client's address, which
 * with no proxy in front (TRUSTED_PROXY_HOPS=0) is the socket's, `x-shop-peer` (lib/server/http/peer-address.ts).
 * Each search here comes a second after the last, so only the per-client bound (6 in 10 s) can refuse one.
 */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { PEER_HEADER } from "@/lib/server/http/peer-header";

const search = (path: string, headers: Record<string, string>) => proxy(new NextRequest(`http://shop.test${path}`, { headers }));

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
    expect(burst(7, () => ({ ...proxyPeer, "x-forwarded-for": "203.0.113.50" }))).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect(burst(2, (i) => ({ ...proxyPeer, "x-forwarded-for": `203.0.113.${60 + i}` }))).toEqual([200, 200]);
  });

  it("applies only the instance's bound to a request whose address is unknown", () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    expect(burst(8, () => ({}))).toEqual(Array(8).fill(200));
  });
});
