import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import nextConfig from "@/next.config";
import { liveSiteHost, INSTANCE_PATHS, siteHostRedirects } from "@/lib/server/http/site-host";

const LIVE = { SHOP_MODE: "live", SITE_URL: "https://shop.example.co.id" };

/** Where Next's router sends a request on this Host with these rules (the first that matches wins), or null. */
function redirect(
  env: Record<string, string>,
  host: string | undefined,
  pathname: string,
  search: Record<string, string> = {},
): string | null {
  const req = { headers: host === undefined ? {} : { host } } as Parameters<typeof matchHas>[0];
  for (const rule of siteHostRedirects(env)) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (!params) continue;
    const hasParams = matchHas(req, search, [], rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query: search,
    });
    const query = new URLSearchParams(parsedDestination.query as Record<string, string>).toString();
    const { protocol, hostname, port } = parsedDestination;
    const origin = `${protocol}//${hostname}${port ? `:${port}` : ""}`;
    return `${origin}${parsedDestination.pathname}${query ? `?${query}` : ""}${rule.permanent ? " (308)" : " (307)"}`;
  }
  return null;
}

describe("live mode keeps shoppers on SITE_URL's host", () => {
  it("sends a request on any other host to the same path and query on SITE_URL (308)", () => {
    expect(redirect(LIVE, "10.0.0.7:3000", "/")).toBe("https://shop.example.co.id/ (308)");
    expect(redirect(LIVE, "www.shop.example.co.id", "/checkout")).toBe("https://shop.example.co.id/checkout (308)");
    expect(redirect(LIVE, "127.0.0.1:3000", "/id/products", { search: "crop top", page: "2" })).toBe(
      "https://shop.example.co.id/id/products?search=crop+top&page=2 (308)",
    );
    expect(redirect(LIVE, "localhost", "/payment/response", { bill_no: "abc", status: "2" })).toBe(
      "https://shop.example.co.id/payment/response?bill_no=abc&status=2 (308)",
    );
    expect(redirect(LIVE, "shop-1:3000", "/api/v1/products")).toBe("https://shop.example.co.id/api/v1/products (308)");
    expect(redirect(LIVE, undefined, "/cart")).toBe("https://shop.example.co.id/cart (308)");
  });

  it("serves SITE_URL's own host, whatever its case or port", () => {
    for (const host of ["shop.example.co.id", "SHOP.Example.co.id", "shop.example.co.id:443"]) {
      for (const path of ["/", "/checkout", "/id/products", "/api/v1/products"])
        expect([host, path, redirect(LIVE, host, path)]).toEqual([host, path, null]);
    }
  });

  it("takes the host as a name, not a pattern: a look-alike host is redirected", () => {
    expect(redirect(LIVE, "shopXexample.co.id", "/")).toBe("https://shop.example.co.id/ (308)");
    expect(redirect(LIVE, "evil.shop.example.co.id", "/")).toBe("https://shop.example.co.id/ (308)");
  });

  it("answers the probes and the operators' per-instance endpoints on any host", () => {
    for (const path of INSTANCE_PATHS) expect([path, redirect(LIVE, "127.0.0.1:3000", path)]).toEqual([path, null]);
    expect(redirect(LIVE, "127.0.0.1:3000", "/api/healthy")).toBe("https://shop.example.co.id/api/healthy (308)");
    expect(redirect(LIVE, "127.0.0.1:3000", "/api/v1/health/x")).toBe(
      "https://shop.example.co.id/api/v1/health/x (308)",
    );
  });

  it("answers the whole ops API on any host (the POS's stock sync and its document), and nothing that only starts like it", () => {
    for (const path of ["/api/ops/stock", "/api/ops/openapi.json"])
      expect([path, redirect(LIVE, "10.0.0.7:3000", path)]).toEqual([path, null]);
    expect(redirect(LIVE, "10.0.0.7:3000", "/api/opsx")).toBe("https://shop.example.co.id/api/opsx (308)");
  });

  it("has no rule in demo mode, or without SITE_URL", () => {
    expect(siteHostRedirects({ SITE_URL: "https://shop.example.co.id" })).toEqual([]);
    expect(siteHostRedirects({ SHOP_MODE: "demo", SITE_URL: "http://localhost:3000" })).toEqual([]);
    expect(siteHostRedirects({ SHOP_MODE: "live" })).toEqual([]);
    expect(liveSiteHost({ SHOP_MODE: "live", SITE_URL: "https://Shop.Example.co.id:8443/x" })).toBe(
      "shop.example.co.id",
    );
  });

  it("is next.config.ts's first redirect in a live build (before the language redirects), and absent from a demo build", async () => {
    const saved = { mode: process.env.SHOP_MODE, site: process.env.SITE_URL };
    try {
      Object.assign(process.env, LIVE);
      const live = await nextConfig.redirects!();
      expect(live[0]).toEqual(siteHostRedirects(LIVE)[0]);
      expect(live.filter((r) => "missing" in r && r.missing?.some((m) => m.type === "host"))).toHaveLength(1);
      process.env.SHOP_MODE = "demo";
      expect(
        (await nextConfig.redirects!()).some((r) => "missing" in r && r.missing?.some((m) => m.type === "host")),
      ).toBe(false);
    } finally {
      for (const [key, value] of [
        ["SHOP_MODE", saved.mode],
        ["SITE_URL", saved.site],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  });
});
