// No "server-only" import: proxy.ts uses it.
import { LISTING_FILTERS } from "@/lib/domain/catalog/listing-filters";

/**
 * Issue #34 point 9: a search is rendered on its first request (the cached listing of a new query) or on every
 * request (a query no cached listing takes), reading the database and taking tens of milliseconds of CPU, so a burst
 * of unique searches slowed every page, cached ones included. proxy.ts runs this gate on `/products?search=…` only
 * (cached pages never reach the proxy), and GET /api/v1/products on a search (the same render, without a page), and
 * answers a search over a bound with a cheap 429 before anything renders. A listing filtered by a price of its own
 * (`/products?price_min=<random>`) is the same cost, a render for each new value, and passes the same gate
 * (gatedListing); the panel's price buckets, a few cached pages, do not. Counts are per instance, in memory: what
 * they protect is this instance's CPU. The client is the key client-address.ts gives (the trusted proxies' entry, or
 * with none in front the socket's address; an IPv6 client by its /64).
 *
 * The rule (with one budget for all, a few attacking addresses could take every shopper's turn). The instance renders
 * at most `overall` searches a second, with a burst of twice that: a bucket of 2 × `overall` tokens refilled at
 * `overall` a second, one token per search. Each client has its own share first: a bucket of OWN_BURST searches (at
 * most `ownShare`) refilled at `ownShare` a minute (one every 2 s by default: a shopper typing and refining at a human
 * pace), which every search the client asks for spends, refused ones included, down to -`ownShare`. A search made
 * within its client's own share may take any token of the instance; any other (and any search of an unknown client)
 * only the tokens above `overall`, the shared part. So a client that keeps searching faster than a human, however many
 * addresses it has, soon has no own share left (a minute of silence gives it back) and takes only the shared part,
 * while the last `overall` tokens, refilled first, serve the shoppers who search no faster than one search each 60 /
 * `ownShare` seconds: such a search is refused only when other such searches, from other clients, take all `overall`
 * tokens within the third of a second one token takes to come back (or take a sustained `overall` a second: 2 ×
 * `overall` addresses, each searching every 2 s without pause). On top of that, any client renders at most `perClient`
 * searches in `windowSeconds` (a search every 2 s is 5 in 10 s).
 */
export interface SearchLimits {
  /** Searches per second on this instance (its bucket: twice that). */
  overall: number;
  /** Searches per client per window (an unknown client: only the instance's shared part). */
  perClient: number;
  windowSeconds: number;
  /** Searches per client per minute given back to its own share (a bucket of OWN_BURST), before the shared part. */
  ownShare: number;
}

/**
 * A search rendered without a cache costs 40-150 ms of CPU on 2 cores (more on a busy machine): 3 a second keep most
 * of the CPU for cached pages; 6 in 10 seconds is a shopper typing and refining, not a script, and one search every
 * 2 s (30 a minute) is the fastest a shopper types and refines, while a script wants more.
 */
export const SEARCH_LIMITS: SearchLimits = { overall: 3, perClient: 6, windowSeconds: 10, ownShare: 30 };

/** A client's own share holds at most this many searches (fewer when `ownShare` is smaller): a new client's first few may come at once. */
export const OWN_BURST = 3;

/** Clients remembered at most: past it the longest-idle are forgotten (their own share full again). */
const MAX_CLIENTS = 100_000;

interface ClientState {
  /** Searches left in the client's own share, as of `at`. */
  own: number;
  /** When the client last searched. */
  at: number;
  /** Its searches in `window`. */
  window: number;
  count: number;
}

interface GateState {
  /** The instance's tokens, as of `at`. */
  tokens: number;
  at: number;
  window: number;
  byClient: Map<string, ClientState>;
}

const holder = globalThis as { __storefrontSearchGate?: GateState };
const state: GateState = (holder.__storefrontSearchGate ??= {
  tokens: Number.NaN,
  at: 0,
  window: 0,
  byClient: new Map(),
});

/**
 * SEARCH_RATE_LIMIT: `<per second per instance>/<per client in 10 s>[/<own share per client a minute>]` (default
 * 3/6/30), `0` turns the gate off (the end-to-end servers, where several specs search at once). Read here rather than
 * through lib/server/config because proxy.ts cannot load the server's settings; the settings check at start
 * (lib/server/config/schema.ts) refuses a malformed value, so the fallback to the default below only serves a value
 * set after the start.
 */
export function searchLimits(value = process.env.SEARCH_RATE_LIMIT): SearchLimits | null {
  if (value === undefined || value.trim() === "") return SEARCH_LIMITS;
  if (value.trim() === "0") return null;
  const match = /^\s*(\d{1,6})\/(\d{1,6})(?:\/(\d{1,6}))?\s*$/.exec(value);
  return match
    ? {
        overall: Number(match[1]),
        perClient: Number(match[2]),
        windowSeconds: SEARCH_LIMITS.windowSeconds,
        ownShare: match[3] === undefined ? SEARCH_LIMITS.ownShare : Number(match[3]),
      }
    : SEARCH_LIMITS;
}

/** How long a client is remembered idle: its own share is then full again, from the lowest it can be. */
const REMEMBER_MS = 120_000;

/** Forgets the clients idle long enough for a full own share and, past MAX_CLIENTS, the longest-idle. */
function forgetIdle(now: number): void {
  for (const [client, entry] of state.byClient) {
    if (now - entry.at >= REMEMBER_MS || state.byClient.size > MAX_CLIENTS) state.byClient.delete(client);
  }
}

/** Whether one more search may render now; counts it when it may. `client` null: unknown, the shared part only. */
export function admitSearch(
  client: string | null,
  now = Date.now(),
  limits: SearchLimits | null = searchLimits(),
): boolean {
  if (!limits) return true;
  const capacity = 2 * limits.overall;
  const elapsed = Math.max(0, now - state.at);
  state.tokens = Number.isNaN(state.tokens)
    ? capacity
    : Math.min(capacity, state.tokens + (elapsed * limits.overall) / 1000);
  state.at = now;
  const window = Math.floor(now / (limits.windowSeconds * 1000));
  if (window !== state.window) {
    state.window = window;
    forgetIdle(now);
  }
  let mine: ClientState | null = null;
  const ownBurst = Math.min(OWN_BURST, limits.ownShare);
  if (client) {
    const seen = state.byClient.get(client);
    const own = seen
      ? Math.min(ownBurst, seen.own + (Math.max(0, now - seen.at) * limits.ownShare) / 60_000)
      : ownBurst;
    mine = { own, at: now, window, count: seen && seen.window === window ? seen.count : 0 };
    // Delete first: the map's order is then the clients' last search, the longest-idle first.
    state.byClient.delete(client);
    state.byClient.set(client, mine);
  }
  const ownShare = mine !== null && mine.own >= 1;
  // Every search asked for spends the client's own share, refused ones too, down to -ownShare: a client that keeps
  // asking past its bounds has none left, and gets it back only once it has stopped for a while.
  if (mine) mine.own = Math.max(-limits.ownShare, mine.own - 1);
  if (mine && mine.count >= limits.perClient) return false;
  // A search beyond its client's own share leaves the instance's last `overall` tokens to own shares.
  if (state.tokens < 1 + (ownShare ? 0 : limits.overall)) return false;
  state.tokens -= 1;
  if (mine) mine.count += 1;
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
