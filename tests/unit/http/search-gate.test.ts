import { admitSearch, SEARCH_LIMITS, searchLimits, type SearchLimits } from "@/lib/server/http/search-gate";

// Each test in a stretch of time of its own, far from the others': the gate's state is the process's.
let stretch = 0;
const newStretch = () => 1_800_000_000_000 + 3_600_000 * ++stretch;

describe("the search gate (issue #34 point 9, issue #47 point 6)", () => {
  it("bounds one client per window", () => {
    const limits: SearchLimits = { overall: 4, perClient: 3, windowSeconds: 10, ownShare: 2 };
    const t0 = newStretch();
    const a = [0, 1000, 2000, 3000].map((ms) => admitSearch("198.51.100.1", t0 + ms, limits));
    expect(a).toEqual([true, true, true, false]);
    expect(admitSearch("198.51.100.2", t0 + 3001, limits)).toBe(true);
    expect(admitSearch("198.51.100.1", t0 + 9999, limits)).toBe(false); // still its window
    expect(admitSearch("198.51.100.1", t0 + 10_000, limits)).toBe(true); // next window
  });

  it("renders at most twice `overall` at once, then `overall` a second", () => {
    const limits: SearchLimits = { overall: 4, perClient: 6, windowSeconds: 10, ownShare: 3 };
    const t0 = newStretch();
    const first = Array.from({ length: 10 }, (_, i) => admitSearch(`198.51.100.${10 + i}`, t0, limits));
    expect(first.filter(Boolean)).toHaveLength(8);
    expect(admitSearch("198.51.100.30", t0 + 240, limits)).toBe(false); // 0.96 tokens
    expect(admitSearch("198.51.100.30", t0 + 250, limits)).toBe(true); // one token a quarter second
    expect(admitSearch("198.51.100.31", t0 + 260, limits)).toBe(false);
  });

  it("gives a search beyond its client's own share only the tokens above `overall`, the rest to own shares", () => {
    const limits: SearchLimits = { overall: 3, perClient: 100, windowSeconds: 10, ownShare: 1 };
    const t0 = newStretch();
    // One client: its own share (one), then the shared part (6 - 1 - 3 = 2), then nothing though 3 tokens are left.
    expect([0, 1, 2, 3].map((ms) => admitSearch("203.0.113.1", t0 + ms, limits))).toEqual([true, true, true, false]);
    // Those 3 go to clients within their own share.
    expect([4, 5, 6, 7].map((ms) => admitSearch(`203.0.113.${ms}`, t0 + ms, limits))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    // An unknown client has no own share: the shared part only.
    const t1 = t0 + 10_000;
    expect([0, 1, 2, 3, 4].map((ms) => admitSearch(null, t1 + ms, limits))).toEqual([true, true, true, false, false]);
    expect(admitSearch("203.0.113.50", t1 + 5, limits)).toBe(true);
  });

  it("gives a client's own share back at `ownShare` a minute, and spends it on refused searches too", () => {
    const limits: SearchLimits = { overall: 3, perClient: 100, windowSeconds: 10, ownShare: 2 };
    const t0 = newStretch();
    // The shared part taken by unknown clients (who have no own share): only own shares pass.
    const drain = (at: number) => {
      for (let i = 0; i < 10; i++) admitSearch(null, at, limits);
    };
    drain(t0);
    expect([0, 1, 2].map(() => admitSearch("203.0.113.70", t0, limits))).toEqual([true, true, false]);
    // Another client keeps asking: its refusals spend its share to the bottom (-2).
    expect(Array.from({ length: 20 }, () => admitSearch("203.0.113.71", t0, limits)).filter(Boolean)).toHaveLength(1);
    drain(t0 + 60_000);
    // A minute later the first has one search of its own again (from -1), the second none (from -2).
    expect(admitSearch("203.0.113.70", t0 + 60_000, limits)).toBe(true);
    expect(admitSearch("203.0.113.70", t0 + 60_000, limits)).toBe(false);
    expect(admitSearch("203.0.113.71", t0 + 60_000, limits)).toBe(false);
  });

  it("keeps 12 shoppers' searches going while 8 addresses burst: none refused, the instance's bound kept", () => {
    const t0 = newStretch();
    const attackers = Array.from({ length: 8 }, (_, i) => `192.0.2.${i + 1}`);
    // Once the burst is under way (its first second took every token), each shopper searches twice in 9 s, at times
    // spread over them (a search every 375 ms over all of them).
    const searches = Array.from({ length: 24 }, (_, i) => ({
      at: 1000 + i * 375,
      client: `198.51.100.${(i % 12) + 1}`,
    }));
    let rendered = 0;
    const shoppers: boolean[] = [];
    for (let ms = 0; ms < 10_000; ms += 5) {
      // Each attacking address asks every 5 ms.
      for (const attacker of attackers) if (admitSearch(attacker, t0 + ms)) rendered += 1;
      for (const search of searches.filter((s) => s.at === ms)) {
        const admitted = admitSearch(search.client, t0 + ms);
        shoppers.push(admitted);
        if (admitted) rendered += 1;
      }
    }
    expect(shoppers).toHaveLength(24);
    expect(shoppers.every(Boolean)).toBe(true);
    // 2 × 3 at once, then 3 a second.
    expect(rendered).toBeLessThanOrEqual(6 + 3 * 10);
  });
});

describe("a shopper typing and refining at a human pace (issue #48 point 1)", () => {
  // A search every 2 s for two minutes, starting at each phase of the per-client window.
  const everyTwoSeconds = (t0: number, phase: number) => Array.from({ length: 60 }, (_, i) => t0 + phase + i * 2000);

  it("passes every search every 2 s, alone", () => {
    for (const phase of [0, 1, 999, 1999]) {
      const t0 = newStretch();
      const refused = everyTwoSeconds(t0, phase).filter((at) => !admitSearch("198.51.100.200", at));
      expect(refused).toEqual([]);
    }
  });

  it("passes every search every 2 s while 8 addresses burst without pause", () => {
    const t0 = newStretch();
    const attackers = Array.from({ length: 8 }, (_, i) => `192.0.2.${i + 1}`);
    // Once the burst is under way (its first second, the attackers' own shares full, took every token): a minute.
    const shopper = new Set(Array.from({ length: 30 }, (_, i) => 1010 + i * 2000));
    const refused: number[] = [];
    for (let ms = 0; ms < 61_000; ms += 10) {
      for (const attacker of attackers) admitSearch(attacker, t0 + ms);
      if (shopper.has(ms) && !admitSearch("198.51.100.201", t0 + ms)) refused.push(ms);
    }
    expect(refused).toEqual([]);
  });
});

describe("SEARCH_RATE_LIMIT", () => {
  it("reads <per second>/<per client>[/<own share>], 0 for off, the default otherwise", () => {
    expect(searchLimits(undefined)).toEqual(SEARCH_LIMITS);
    expect(SEARCH_LIMITS).toEqual({ overall: 3, perClient: 6, windowSeconds: 10, ownShare: 30 });
    expect(searchLimits("5/12")).toEqual({ overall: 5, perClient: 12, windowSeconds: 10, ownShare: 30 });
    expect(searchLimits("5/12/4")).toEqual({ overall: 5, perClient: 12, windowSeconds: 10, ownShare: 4 });
    expect(searchLimits("0")).toBeNull();
    expect(searchLimits("lots")).toEqual(SEARCH_LIMITS);
    expect(admitSearch("198.51.100.9", Date.now(), null)).toBe(true);
  });
});
