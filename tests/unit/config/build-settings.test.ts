import { assertLiveBuildSettings, liveBuildProblems } from "@/lib/server/config/build-checks";

const LIVE_BUILD = {
  SHOP_MODE: "live",
  SITE_URL: "https://shop.example.co.id",
  NEXT_PUBLIC_SITE_URL: "https://shop.example.co.id",
};

describe("a live build needs its public address", () => {
  it("builds a demo with nothing set, and a live shop with both addresses", () => {
    expect(liveBuildProblems({})).toEqual([]);
    expect(liveBuildProblems({ SHOP_MODE: "demo" })).toEqual([]);
    expect(liveBuildProblems(LIVE_BUILD)).toEqual([]);
    // The origin counts: a trailing slash is the same address.
    expect(liveBuildProblems({ ...LIVE_BUILD, NEXT_PUBLIC_SITE_URL: "https://shop.example.co.id/" })).toEqual([]);
    // Issue #34, point 7: one setting; unset, NEXT_PUBLIC_SITE_URL is SITE_URL (next.config.ts).
    expect(liveBuildProblems({ ...LIVE_BUILD, NEXT_PUBLIC_SITE_URL: "" })).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, RegExp]>([
    [
      "no SITE_URL",
      { SITE_URL: undefined },
      /^SITE_URL is missing: a live build is made for the shop's public https address \(docker build --build-arg SITE_URL=/,
    ],
    [
      "a plain-http NEXT_PUBLIC_SITE_URL",
      { NEXT_PUBLIC_SITE_URL: "http://shop.example.co.id" },
      /^NEXT_PUBLIC_SITE_URL must be an https address/,
    ],
    [
      "a plain-http SITE_URL",
      { SITE_URL: "http://shop.example.co.id", NEXT_PUBLIC_SITE_URL: "http://shop.example.co.id" },
      /^SITE_URL must be an https address/,
    ],
    [
      "two different addresses",
      { NEXT_PUBLIC_SITE_URL: "https://localhost:3000" },
      /^NEXT_PUBLIC_SITE_URL \(https:\/\/localhost:3000\) and SITE_URL \(https:\/\/shop.example.co.id\) must be the same address/,
    ],
    // Issue #47, point 1: the origin and nothing else.
    [
      "a SITE_URL with a path",
      { SITE_URL: "https://shop.example.co.id/toko", NEXT_PUBLIC_SITE_URL: "" },
      /^SITE_URL must be the shop's origin only/,
    ],
    [
      "a SITE_URL with a user name",
      { SITE_URL: "https://admin@shop.example.co.id", NEXT_PUBLIC_SITE_URL: "" },
      /^SITE_URL must not carry a user name or password/,
    ],
    [
      "a NEXT_PUBLIC_SITE_URL with a query",
      { NEXT_PUBLIC_SITE_URL: "https://shop.example.co.id/?utm=x" },
      /^NEXT_PUBLIC_SITE_URL must be the shop's origin only/,
    ],
  ])("refuses a live build with %s", (_, change, message) => {
    expect(liveBuildProblems({ ...LIVE_BUILD, ...change })[0]).toMatch(message);
  });

  it("names every problem at once when it throws", () => {
    expect(() => assertLiveBuildSettings({ SHOP_MODE: "live", NEXT_PUBLIC_SITE_URL: "http://localhost:3000" })).toThrow(
      /This live build cannot be made:\n {2}- SITE_URL is missing[^\n]*\n {2}- NEXT_PUBLIC_SITE_URL must be an https address/,
    );
    expect(() => assertLiveBuildSettings(LIVE_BUILD)).not.toThrow();
  });
});
