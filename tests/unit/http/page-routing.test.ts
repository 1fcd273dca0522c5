import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { matchHas, prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { config as proxyConfig } from "@/proxy";
import { isStrictPath } from "@/lib/server/http/csp";
import { isLocalizedPath } from "@/lib/i18n/route";
import {
  catalogueHeaderSource,
  languageRedirects,
  languageRewrites,
  notFoundRewrites,
  NOT_FOUND_PAGE,
  proxyMatcher,
  listingGateMatchers,
} from "@/lib/server/http/page-routing";

/**
 * Where Next's router sends a request, with Next's own matchers, the way it applies beforeFiles rewrites: in order,
 * each rule on the path the rules before it made (they chain).
 */
function rewrite(pathname: string, cookie?: string, search: Record<string, string> = {}): string | null {
  const req = { headers: cookie ? { cookie } : {} } as Parameters<typeof matchHas>[0];
  let path = pathname;
  let query = false;
  for (const rule of languageRewrites()) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(path);
    if (!params) continue;
    const hasParams = matchHas(req, search, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query: {},
    });
    path = parsedDestination.pathname ?? path;
    query ||= Object.keys(parsedDestination.query).length > 0;
  }
  return path === pathname && !query ? null : `${path}${query ? "?" : ""}`;
}

const proxied = (pathname: string) =>
  getPathMatch(proxyConfig.matcher[0] as string, { strict: true })(pathname) !== false;

/** Where Next's redirects send a request (the first rule that matches wins), or null. */
function redirect(pathname: string, cookie?: string, search: Record<string, string> = {}): string | null {
  const req = { headers: cookie ? { cookie } : {} } as Parameters<typeof matchHas>[0];
  for (const rule of languageRedirects()) {
    const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
    if (!params) continue;
    const hasParams = matchHas(req, search, rule.has, rule.missing);
    if (!hasParams) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: false,
      destination: rule.destination,
      params: { ...params, ...hasParams },
      query: search,
    });
    const query = new URLSearchParams(parsedDestination.query as Record<string, string>).toString();
    return `${parsedDestination.pathname}${query ? `?${query}` : ""}${rule.permanent ? " (308)" : " (307)"}`;
  }
  return null;
}

describe("page routing in the router, not the proxy", () => {
  it("keeps proxy.ts's literal matcher equal to the one computed from the strict pages and the languages", () => {
    expect(proxyConfig.matcher).toEqual([proxyMatcher(), ...listingGateMatchers()]);
  });

  it("serves the unprefixed pages from the English tree and /fr, /id from their own, whatever cookie reaches them", () => {
    expect(rewrite("/")).toBe("/en");
    expect(rewrite("/product/18")).toBe("/en/product/18");
    expect(rewrite("/shop/men")).toBe("/en/shop/men");
    expect(rewrite("/faq")).toBe("/en/faq");
    for (const path of ["/fr", "/id", "/fr/product/18", "/id/faq", "/id/shop/men", "/fr/account/orders"])
      expect([path, rewrite(path)]).toEqual([path, null]);
  });

  it("serves every category landing but men and women from the women's page, in each language (issue #47 point 2)", () => {
    for (const name of ["x1f3a9", "kids", "_", "menswear", "women-sale", "%E2%9C%93"]) {
      expect([name, rewrite(`/shop/${name}`)]).toEqual([name, "/en/shop/women"]);
      expect([name, rewrite(`/fr/shop/${name}`)]).toEqual([name, "/fr/shop/women"]);
      expect([name, rewrite(`/id/shop/${name}`)]).toEqual([name, "/id/shop/women"]);
    }
    expect(rewrite("/shop/women")).toBe("/en/shop/women");
    expect(rewrite("/shop/men")).toBe("/en/shop/men");
    expect(rewrite("/fr/shop/women")).toBeNull();
    // Next's rules ignore letter case: these reach their own page, which keeps itself out of the page cache.
    expect(rewrite("/shop/MEN")).toBe("/en/shop/MEN");
    expect(rewrite("/id/shop/Women")).toBeNull();
    // Not a landing's address: the 404 as before.
    expect(rewrite("/shop/x/y")).toBe("/en/shop/x/y");
  });

  it("redirects an unprefixed page to the language the cookie keeps (307, query kept), and /en/… to the unprefixed address (308)", () => {
    expect(redirect("/", "lang=fr")).toBe("/fr (307)");
    expect(redirect("/products", "a=1; lang=id", { size: "M" })).toBe("/id/products?size=M (307)");
    expect(redirect("/account/orders", "lang=fr")).toBe("/fr/account/orders (307)");
    expect(redirect("/product/18", "lang=en")).toBeNull();
    expect(redirect("/product/18", "lang=xx")).toBeNull();
    expect(redirect("/product/18")).toBeNull();
    expect(redirect("/id/product/18", "lang=fr")).toBeNull();
    expect(redirect("/en")).toBe("/ (308)");
    expect(redirect("/en/product/5", "lang=id", { a: "1" })).toBe("/product/5?a=1 (308)");
    for (const path of [
      "/api/v1/products",
      "/_next/static/a.js",
      "/media/x.webp",
      "/robots.txt",
      "/payment-sandbox",
      "/france",
    ]) {
      expect([path, redirect(path, path === "/france" ? undefined : "lang=id")]).toEqual([path, null]);
    }
  });

  it("sends /products with only listing keys to its cached page, one path per normalised query, in each language", () => {
    expect(rewrite("/products")).toBe("/en/products/cached/-/-/-/-/-/-/-/-/-/-");
    expect(rewrite("/id/products", undefined, { sort: "PRICE_ASC" })).toBe(
      "/id/products/cached/-/-/-/-/PRICE_ASC/-/-/-/-/-",
    );
    expect(
      rewrite("/products", undefined, {
        category_id: "3",
        category_sub_id: "12",
        group_id: "1",
        sale: "1",
        sort: "NEWEST",
        search: "kemeja batik",
      }),
    ).toBe("/en/products/cached/3/12/1/1/NEWEST/kemeja batik/-/-/-/-");
    // Keys that do not change the listing (a campaign's utm_source) keep the cached page.
    expect(rewrite("/fr/products", undefined, { category_id: "9", utm_source: "mail" })).toBe(
      "/fr/products/cached/9/-/-/-/-/-/-/-/-/-",
    );
  });

  it("keeps a size, colour or price filter in the cached page too, one segment each", () => {
    expect(rewrite("/products", undefined, { size: "M" })).toBe("/en/products/cached/-/-/-/-/-/-/M/-/-/-");
    expect(
      rewrite("/id/products", undefined, {
        category_id: "9",
        size: "L,M",
        color: "hitam,navy",
        price_min: "150000",
        price_max: "700000",
        sort: "PRICE_DESC",
      }),
    ).toBe("/id/products/cached/9/-/-/-/PRICE_DESC/-/L,M/hitam,navy/150000/700000");
  });

  it("leaves /products to its per-request page for values the paths do not take", () => {
    expect(rewrite("/id/products", undefined, { category_id: "9", color: "hitam/navy" })).toBeNull();
    expect(rewrite("/products", undefined, { price_min: "-5" })).toBe("/en/products");
    // An empty value is no filter: the page without it.
    expect(rewrite("/products", undefined, { size: "" })).toBe("/en/products/cached/-/-/-/-/-/-/-/-/-/-");
    expect(rewrite("/products", undefined, { category_id: "abc" })).toBe("/en/products");
    expect(rewrite("/products", undefined, { sort: "CHEAPEST" })).toBe("/en/products");
    expect(rewrite("/products", undefined, { search: "kaos/oblong" })).toBe("/en/products");
  });

  it("hides the cached listings' internal paths: asked for directly, in any language, they nest where no page matches (a 404)", () => {
    expect(rewrite("/products/cached/-/-/-/-/-/-")).toBe("/en/en/products/cached/-/-/-/-/-/-");
    expect(rewrite("/id/products/cached/9/-/-/-/-/-")).toBe("/en/en/id/products/cached/9/-/-/-/-/-");
    expect(rewrite("/_listing/en/-/-/-/-/-/-")).toBe("/en/en/_listing/en/-/-/-/-/-/-");
  });

  it("sends the strict pages through the same rules: the proxy never rewrites (no network round trip)", () => {
    expect(rewrite("/cart")).toBe("/en/cart");
    expect(rewrite("/account/orders")).toBe("/en/account/orders");
    expect(rewrite("/sign-in")).toBe("/en/sign-in");
    expect(rewrite("/dev/outbox/3")).toBe("/en/dev/outbox/3");
  });

  it("nests unknown languages and stray prefixes inside the English tree, where no page matches (a 404)", () => {
    expect(rewrite("/de/products")).toBe("/en/de/products");
    expect(rewrite("/france")).toBe("/en/france");
  });

  it("leaves route handlers, assets, files and the payment sandbox to others", () => {
    for (const path of [
      "/api/v1/products",
      "/_next/static/a.js",
      "/media/x.webp",
      "/robots.txt",
      "/icon.svg",
      "/bench-floor",
      "/payment-sandbox/pay",
    ]) {
      expect([path, rewrite(path)]).toEqual([path, null]);
    }
  });

  it("runs the proxy exactly on the strict pages, in every language", () => {
    for (const path of [
      "/cart",
      "/checkout/payment",
      "/account",
      "/account/orders",
      "/sign-in",
      "/payment-sandbox/x",
      "/id/cart",
      "/fr/account/orders",
      "/id/sign-in",
    ]) {
      expect([path, proxied(path)]).toEqual([path, true]);
    }
    for (const path of [
      "/",
      "/products",
      "/product/18",
      "/faq",
      "/cartography",
      "/france",
      "/api/v1/cart",
      "/fr",
      "/id/products",
      "/id/cartography",
    ]) {
      expect([path, proxied(path)]).toEqual([path, false]);
    }
  });

  it("covers every localized page with a rewrite, and nothing else", () => {
    const pages = [
      "/",
      "/products",
      "/product/5",
      "/stores",
      "/faq",
      "/tnc",
      "/hashtag/ootd",
      "/shop/men",
      "/cart",
      "/checkout",
      "/account/orders",
      "/sign-up",
      "/dev/mail",
    ];
    for (const path of pages) {
      expect(isLocalizedPath(path)).toBe(true);
      const tree = path === "/" ? "/en" : path === "/products" ? "/products/cached/-/-/-/-/-/-/-/-/-/-" : path;
      expect([path, rewrite(path)?.endsWith(tree)]).toEqual([path, true]);
    }
    for (const path of ["/api/v1/cart", "/payment-sandbox", "/_next/image"]) {
      expect([path, isLocalizedPath(path), rewrite(path)]).toEqual([path, false, null]);
    }
  });

  it("gives the catalogue policy header to every page the proxy does not answer, never to the API", () => {
    const headerFor = getPathMatch(catalogueHeaderSource(), { removeUnnamedParams: true, strict: true });
    for (const path of [
      "/",
      "/products",
      "/product/18",
      "/bench-floor",
      "/robots.txt",
      "/id",
      "/fr/products",
      "/id/product/18",
    ]) {
      expect([path, headerFor(path) !== false]).toEqual([path, true]);
    }
    for (const path of [
      "/api/v1/products",
      "/cart",
      "/account/orders",
      "/id/cart",
      "/fr/sign-in",
      "/_next/static/a.js",
    ]) {
      expect([path, headerFor(path) !== false]).toEqual([path, false]);
      if (!path.startsWith("/api") && !path.startsWith("/_next"))
        expect([path, proxied(path) && isStrictPath(path)]).toEqual([path, true]);
    }
  });
});

describe("unknown addresses", () => {
  /** Where Next's fallback rewrites (tried only when no page matched) send a path, or null. */
  function fallback(pathname: string): string | null {
    for (const rule of notFoundRewrites()) {
      const params = getPathMatch(rule.source, { removeUnnamedParams: true, strict: true })(pathname);
      if (!params) continue;
      return (
        prepareDestination({ appendParamsToQuery: false, destination: rule.destination, params, query: {} })
          .parsedDestination.pathname ?? null
      );
    }
    return null;
  }

  it("sends an unknown address under /fr or /id to that language's 404 page", () => {
    expect(fallback("/id/no-such-page")).toBe(`/id/${NOT_FOUND_PAGE}`);
    expect(fallback("/fr/a/b/c")).toBe(`/fr/${NOT_FOUND_PAGE}`);
    expect(fallback("/id/api/v1/products")).toBe(`/id/${NOT_FOUND_PAGE}`);
  });

  it("leaves the rest to the global 404: unprefixed and English addresses, other codes, the blocked internal paths", () => {
    for (const path of ["/no-such-page", "/id", "/de/products", "/en/en/products/cached/1", "/idx/faq"])
      expect([path, fallback(path)]).toEqual([path, null]);
    // What the language rewrites make of a blocked internal path never reaches a language's 404 page either.
    expect(fallback(rewrite("/id/products/cached/-/-/-/-/-/-") ?? "")).toBeNull();
  });
});
