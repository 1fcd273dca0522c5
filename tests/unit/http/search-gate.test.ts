import { admitSearch, SEARCH_LIMITS, searchLimits } from "@/lib/server/http/search-gate";

describe("the search gate (issue #34 point 9)", () => {
  const limits = { overall: 4, perClient: 3, windowSeconds: 10 };
  const t0 = 1_800_000_000_000;

  it("bounds one client per window and everyone per second", () => {
    const a = [0, 1, 2, 3].map((i) => admitSearch("198.51.100.1", t0 + i, limits));
    expect(a).toEqual([true, true, true, false]);
    expect(admitSearch("198.51.100.2", t0 + 5, limits)).toBe(true);
    expect(admitSearch("198.51.100.3", t0 + 6, limits)).toBe(false); // 4 this second
    expect(admitSearch("198.51.100.3", t0 + 1000, limits)).toBe(true); // next second
    expect(admitSearch("198.51.100.1", t0 + 1001, limits)).toBe(false); // still its window
    expect(admitSearch("198.51.100.1", t0 + 10_000, limits)).toBe(true); // next window
  });

  it("applies only the overall bound to an unknown client", () => {
    const t1 = t0 + 60_000;
    expect([0, 1, 2, 3, 4].map((i) => admitSearch(null, t1 + i, limits))).toEqual([true, true, true, true, false]);
  });
});

describe("SEARCH_RATE_LIMIT", () => {
  it("reads <per second>/<per client>, 0 for off, the default otherwise", () => {
    expect(searchLimits(undefined)).toEqual(SEARCH_LIMITS);
    expect(searchLimits("5/12")).toEqual({ overall: 5, perClient: 12, windowSeconds: 10 });
    expect(searchLimits("0")).toBeNull();
    expect(searchLimits("lots")).toEqual(SEARCH_LIMITS);
    expect(admitSearch("198.51.100.9", Date.now(), null)).toBe(true);
  });
});
