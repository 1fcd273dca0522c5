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
import { ABSENT_SEGMENT, EXTRA_FILTER_KEYS, LISTING_KEYS, type ListingKey } from "../../domain/catalog/listing-keys";
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
/** The cached listings' internal paths, in any language's address: only the /products rewrites reach them. */
const CACHED_LISTING_ADDRESS = `(?:(?:${PREFIXED})/)?products/cached(?:/.*)?`;

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

/** Where a cached listing lives: /{lang}/products/cached/{category_id}/{category_sub_id}/{group_id}/{sale}/{sort}/{search}. */
export const CACHED_LISTING_PATH = "products/cached";

/** The values a cached listing's path takes; anything else (or a size, colour or price filter) renders per request. */
const LISTING_VALUE: Record<ListingKey, string> = {
  category_id: "[1-9]\\d{0,8}",
  category_sub_id: "[1-9]\\d{0,8}",
  group_id: "[1-9]\\d{0,8}",
  sale: "[01]",
  sort: SORTS.join("|"),
  // Letters, digits, spaces and hyphens: a safe path segment. Other searches render per request.
  search: "[A-Za-z0-9][A-Za-z0-9 -]{0,99}",
};

/** Next takes only letters and digits in a named group: category_sub_id → categorysubid. */
const groupName = (key: ListingKey) => key.replace(/_/g, "");

/**
 * /products with only the listing keys (category, sub-category, group, sale, sort, search) goes to its cached page,
 * one entry per query: a rule for each set of keys present (the others must be missing), in each language's address. A query
 * with a size, colour or price filter, or a value outside LISTING_VALUE, matches none and reaches /products itself.
 */
export function listingRewrites(): PageRewrite[] {
  const rules: PageRewrite[] = [];
  const extras: HasCondition[] = EXTRA_FILTER_KEYS.map((key) => ({ type: "query", key }));
  for (let mask = 0; mask < 1 << LISTING_KEYS.length; mask++) {
    const present = LISTING_KEYS.filter((_, i) => mask & (1 << i));
    const absent = LISTING_KEYS.filter((_, i) => !(mask & (1 << i)));
    const has: HasCondition[] = present.map((key) => ({ type: "query", key, value: `(?<${groupName(key)}>${LISTING_VALUE[key]})` }));
    const missing: HasCondition[] = [...absent.map((key): HasCondition => ({ type: "query", key })), ...extras];
    const path = LISTING_KEYS.map((key) => (present.includes(key) ? `:${groupName(key)}` : ABSENT_SEGMENT)).join("/");
    rules.push(
      { source: "/products", has, missing, destination: `/${DEFAULT_LOCALE}/${CACHED_LISTING_PATH}/${path}` },
      { source: `/:lang(${PREFIXED})/products`, has, missing, destination: `/:lang/${CACHED_LISTING_PATH}/${path}` },
    );
  }
  return rules;
}

/** The catalogue policy on every response the proxy does not answer, except the API's (its own) and built assets. */
export function catalogueHeaderSource(): string {
  return `/:path((?!(?:api|_next|${STRICT_SEGMENTS})(?:/|$)).*)`;
}

export function catalogueCspHeader(): { key: string; value: string } {
  return { key: "Content-Security-Policy", value: cataloguePolicy() };
}
