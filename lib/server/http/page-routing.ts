/**
 * How a page request reaches its language's page tree (app/(site)/[lang], docs/adr/0005):
 *
 * - Each language has its own addresses: English the spec's unprefixed routes, French and Bahasa Indonesia the same
 *   under /fr and /id. /fr/… and /id/… are the trees themselves; the unprefixed pages are rewritten to /en/… by
 *   next.config.ts rules, which Next applies inside its router, so a rewrite never costs a network round trip
 *   (a rewrite returned by proxy.ts is fetched over HTTP from the bound host: vercel/next.js#94745).
 * - The `lang` cookie keeps a shopper's chosen language: an unprefixed page asked for with `lang=fr` or `lang=id`
 *   is redirected (307) to that language's address. /en/… itself is redirected (308) to the unprefixed address.
 * - Catalogue and information pages (cached, the bulk of the traffic) get the nonce-free catalogue policy from the
 *   config's headers: no proxy.ts call, which halves the serving cost of a cached page (docs/performance.md).
 * - proxy.ts runs only where it must: the sensitive pages in each language (a per-request CSP nonce, the /account
 *   gate); it never rewrites.
 *
 * Relative imports only: next.config.ts loads this file before the `@/` alias exists.
 */
import { SORTS } from "../../domain/constants";
import { ABSENT_SEGMENT, CACHED_LISTING_KEYS, type CachedListingKey } from "../../domain/catalog/listing-keys";
import { DEFAULT_LOCALE, LANG_COOKIE, LOCALES } from "../../i18n/config";
import { PREFIXED_LOCALES, UNLOCALIZED_PREFIXES } from "../../i18n/route";
import { STRICT_PREFIXES, cataloguePolicy } from "./csp";

const PREFIXED = PREFIXED_LOCALES.join("|");
/** The strict pages' first segments, in every language: account, fr/account, id/account, … */
const STRICT_SEGMENTS = `(?:(?:${PREFIXED})/)?(?:${STRICT_PREFIXES.map((p) => p.slice(1)).join("|")})`;

/** proxy.ts's matcher must be a literal; a unit test checks that it equals this. */
export function proxyMatcher(): string {
  return `/(${STRICT_SEGMENTS}(?:/.*)?)`;
}

/** A page path in the default language: not skipped, not in a language's tree, no file name. */
const PAGE_PATH = `(?!(?:${[...UNLOCALIZED_PREFIXES, ...LOCALES].join("|")})(?:/|$))(?!.*\\.[^/]*$).+`;
/** The cached listings' internal paths and the steps to them, in any language's address: only /products reaches them. */
const CACHED_LISTING_ADDRESS = `(?:(?:(?:${PREFIXED})/)?products/cached|_listing\\d*)(?:/.*)?`;

const chosen = { type: "cookie", key: LANG_COOKIE, value: `(?<lang>${PREFIXED})` } as const;

interface HasCondition {
  type: "cookie" | "query";
  key: string;
  value?: string;
}
export interface PageRewrite {
  source: string;
  destination: string;
  has?: HasCondition[];
  missing?: HasCondition[];
}
export interface PageRedirect extends PageRewrite {
  permanent: boolean;
}

/**
 * Redirects run before the proxy and the rewrites, on the address asked for: /en/… to its unprefixed address
 * (permanent), and an unprefixed page to the language the `lang` cookie keeps (temporary: it depends on the cookie).
 * The query string goes along.
 */
export function languageRedirects(): PageRedirect[] {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
    { source: "/", has: [chosen], destination: "/:lang", permanent: false },
    { source: `/:path(${PAGE_PATH})`, has: [chosen], destination: "/:lang/:path", permanent: false },
  ];
}

/**
 * Rewrites run before the file system. Next chains them (each rule sees the path the rules before it made), so the
 * rule that hides the internal listing paths comes first and no rule matches a path another one produced.
 */
export function languageRewrites(): PageRewrite[] {
  return [
    // Asked for directly, the cached listings' paths nest in the default tree, where no page matches (a 404).
    { source: `/:path(${CACHED_LISTING_ADDRESS})`, destination: `/${DEFAULT_LOCALE}/${DEFAULT_LOCALE}/:path` },
    ...listingRewrites(),
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
    { source: `/:path(${PAGE_PATH})`, destination: `/${DEFAULT_LOCALE}/:path` },
  ];
}

/**
 * Where a cached listing lives: /{lang}/products/cached/{category_id}/{category_sub_id}/{group_id}/{sale}/{sort}/
 * {search}/{size}/{color}/{price_min}/{price_max}, one segment per key of CACHED_LISTING_KEYS.
 */
export const CACHED_LISTING_PATH = "products/cached";

/** The values a cached listing's path takes; anything else renders per request on /products. */
const LISTING_VALUE: Record<CachedListingKey, string> = {
  category_id: "[1-9]\\d{0,8}",
  category_sub_id: "[1-9]\\d{0,8}",
  group_id: "[1-9]\\d{0,8}",
  sale: "[01]",
  sort: SORTS.join("|"),
  // Letters, digits, spaces and hyphens: a safe path segment. Other searches render per request.
  search: "[A-Za-z0-9][A-Za-z0-9 -]{0,99}",
  // Comma-separated size codes and colour names (the panel's links write them so).
  size: "[A-Za-z0-9][A-Za-z0-9.-]{0,19}(?:,[A-Za-z0-9][A-Za-z0-9.-]{0,19}){0,19}",
  color: "[A-Za-z0-9][A-Za-z0-9-]{0,39}(?:,[A-Za-z0-9][A-Za-z0-9-]{0,39}){0,19}",
  price_min: "\\d{1,10}",
  price_max: "\\d{1,10}",
};

/** The steps of the listing chain: /_listing{i}/{lang}/{segments so far}. Never an address (see languageRewrites). */
const STEP = "_listing";

/**
 * /products with only the keys of a listing (category, sub-category, group, sale, sort, search, size, colour, price)
 * goes to its cached page, one entry per normalised query. Next applies these rules in a chain, each on the path the
 * ones before made: /products starts the chain at /_listing0/{lang}; step i adds key i's value, or "-" when the query
 * lacks it; the complete path becomes the cached page. A value outside LISTING_VALUE stops the chain at its step,
 * and that path becomes /{lang}/products, rendered per request. Three rules per key, not one per set of keys present.
 */
export function listingRewrites(): PageRewrite[] {
  const rules: PageRewrite[] = [
    { source: "/products", destination: `/${STEP}0/${DEFAULT_LOCALE}` },
    { source: `/:lang(${PREFIXED})/products`, destination: `/${STEP}0/:lang` },
  ];
  CACHED_LISTING_KEYS.forEach((key, i) => {
    const source = `/${STEP}${i}/:lang/:done*`;
    rules.push(
      { source, has: [{ type: "query", key, value: `(?<value>${LISTING_VALUE[key]})` }], destination: `/${STEP}${i + 1}/:lang/:done*/:value` },
      { source, missing: [{ type: "query", key }], destination: `/${STEP}${i + 1}/:lang/:done*/${ABSENT_SEGMENT}` },
    );
  });
  rules.push({ source: `/${STEP}${CACHED_LISTING_KEYS.length}/:lang/:done*`, destination: `/:lang/${CACHED_LISTING_PATH}/:done*` });
  CACHED_LISTING_KEYS.forEach((_, i) => rules.push({ source: `/${STEP}${i}/:lang/:done*`, destination: "/:lang/products" }));
  return rules;
}

/** The catalogue policy on every response the proxy does not answer, except the API's (its own) and built assets. */
export function catalogueHeaderSource(): string {
  return `/:path((?!(?:api|_next|${STRICT_SEGMENTS})(?:/|$)).*)`;
}

export function catalogueCspHeader(): { key: string; value: string } {
  return { key: "Content-Security-Policy", value: cataloguePolicy() };
}
