// No "server-only" import: proxy.ts uses it.
import { LISTING_FILTERS } from "@/lib/domain/catalog/listing-filters";

/**
 * Issue #34 point 9: a search is rendered on its first request (the cached listing of a new query) or on every
 * request (a query no cached listing takes), reading the database and taking tens of milliseconds of CPU, so a burst
 * of unique searches slowed every page, cached ones included. proxy.ts runs this gate on `/products?search=…` only
 * (cached pages never reach the proxy) and answers a search over a bound with a cheap 429 before anything renders:
 * at most `perClient` searches per client address in `windowSeconds`, and `overall` per second on this instance.
 * Counts are per instance, in memory: what they protect is this instance's CPU. The client address is the one
 * client-address.ts gives: the trusted proxies' entry, or with none in front (TRUSTED_PROXY_HOPS=0) the socket's.
 * A listing filtered by a price of its own (`/products?price_min=<random>`) is the same cost, a render for each new
 * value, and passes the same gate (gatedListing); the panel's price buckets, a few cached pages, do not.
 */
export interface SearchLimits {
  /** Searches per second on this instance. */
  overall: number;
  /** Searches per client address per window (an unknown address: only the overall bound). */
  perClient: number;
  windowSeconds: number;
}

/**
 * A search rendered without a cache costs 40-150 ms of CPU on 2 cores (more on a busy machine): 3 a second keep most
 * of the CPU for cached pages; 6 in 10 seconds is a shopper typing and refining, not a script.
 */
export const SEARCH_LIMITS: SearchLimits = { overall: 3, perClient: 6, windowSeconds: 10 };

interface GateState {
  second: number;
  inSecond: number;
  window: number;
  byClient: Map<string, number>;
}

const holder = globalThis as { __storefrontSearchGate?: GateState };
const state: GateState = (holder.__storefrontSearchGate ??= { second: 0, inSecond: 0, window: 0, byClient: new Map() });

/**
 * SEARCH_RATE_LIMIT: `<per second per instance>/<per client in 10 s>` (default 3/6), `0` turns the gate off (the
 * end-to-end servers, where several specs search at once). Read here rather than through lib/server/config because
 * proxy.ts cannot load the server's settings; the settings check at start (lib/server/config/schema.ts) refuses a
 * malformed value, so the fallback to the default below only serves a value set after the start.
 */
export function searchLimits(value = process.env.SEARCH_RATE_LIMIT): SearchLimits | null {
  if (value === undefined || value.trim() === "") return SEARCH_LIMITS;
  if (value.trim() === "0") return null;
  const match = /^\s*(\d{1,6})\/(\d{1,6})\s*$/.exec(value);
  return match
    ? { overall: Number(match[1]), perClient: Number(match[2]), windowSeconds: SEARCH_LIMITS.windowSeconds }
    : SEARCH_LIMITS;
}

/** Whether one more search may render now; counts it when it may. `client` null: unknown, only the overall bound. */
export function admitSearch(
  client: string | null,
  now = Date.now(),
  limits: SearchLimits | null = searchLimits(),
): boolean {
  if (!limits) return true;
  const second = Math.floor(now / 1000);
  if (second !== state.second) {
    state.second = second;
    state.inSecond = 0;
  }
  const window = Math.floor(now / (limits.windowSeconds * 1000));
  if (window !== state.window) {
    state.window = window;
    state.byClient.clear();
  }
  const mine = client ? (state.byClient.get(client) ?? 0) : 0;
  if (state.inSecond >= limits.overall || (client && mine >= limits.perClient)) return false;
  state.inSecond += 1;
  if (client) state.byClient.set(client, mine + 1);
  return true;
}

/** The values the listing panel's links write for each range parameter (its buckets' bounds): one cached page each. */
const PANEL_VALUES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  LISTING_FILTERS.flatMap((f) => {
    if (f.kind !== "range") return [];
    const buckets: readonly { min?: number; max?: number }[] = f.buckets;
    const bounds = (pick: (b: { min?: number; max?: number }) => number | undefined) =>
      new Set(buckets.flatMap((b) => (pick(b) === undefined ? [] : [String(pick(b))])));
    return [[f.params[0], bounds((b) => b.min)] as const, [f.params[1], bounds((b) => b.max)] as const];
  }),
);

/**
 * Whether a listing's query costs a render the cache does not spare: a search (new words each time), or a range value
 * the panel's buckets do not write (a typed or made-up price: each new value is a page of its own). Every value of a
 * repeated parameter counts, whichever one a page reads.
 */
export function gatedListing(query: URLSearchParams): boolean {
  if (query.has("search")) return true;
  for (const [param, panel] of PANEL_VALUES) if (query.getAll(param).some((value) => !panel.has(value))) return true;
  return false;
}
