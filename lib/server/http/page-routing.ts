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
import {
  ABSENT_SEGMENT,
  EXTRA_FILTER_KEYS,
  LISTING_KEYS,
  type CachedListingKey,
} from "../../domain/catalog/listing-keys";
import { filterUrlPatterns, LISTING_FILTERS } from "../../domain/catalog/listing-filters";
import { DEFAULT_LANDING, LANDING_CATEGORIES } from "../../domain/catalog/landing";
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

/**
 * proxy.ts's other matchers: a listing with a search or a range filter (a price), in every language (the search gate,
 * search-gate.ts, which lets the panel's price buckets through uncounted).
 */
export function listingGateMatchers() {
  const keys = ["search", ...LISTING_FILTERS.flatMap((f) => (f.kind === "range" ? f.params : []))];
  return keys.flatMap((key) => {
    const has = [{ type: "query" as const, key }];
    return [
      { source: "/products", has },
      { source: `/:lang(${PREFIXED})/products`, has },
    ];
  });
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
    ...landingRewrites(),
    { source: "/", destination: `/${DEFAULT_LOCALE}` },
    { source: `/:path(${PAGE_PATH})`, destination: `/${DEFAULT_LOCALE}/:path` },
  ];
}

/** A category landing's name other than the ones with a page of their own (app/(landing)/[lang]/shop/[category]). */
const OTHER_LANDING = `(?!(?:${LANDING_CATEGORIES.join("|")})(?:/|$))[^/]+`;

/**
 * /shop/{anything but men or women} behaves as the women's landing (the spec): it is served as /shop/women, in each
 * language, so the page cache keeps one women's page, not one per name asked for. Next matches a rule's path without
 * regard to letter case, so /shop/MEN is not rewritten: its page keeps itself out of the cache instead.
 */
function landingRewrites(): PageRewrite[] {
  return [
    // Unnamed groups: a named one would be handed to the page as a query parameter.
    { source: `/shop/(${OTHER_LANDING})`, destination: `/${DEFAULT_LOCALE}/shop/${DEFAULT_LANDING}` },
    { source: `/:lang(${PREFIXED})/shop/(${OTHER_LANDING})`, destination: `/:lang/shop/${DEFAULT_LANDING}` },
  ];
}

/** The page of the language trees that only answers 404 (`app/(site)/[lang]/page-not-found`). */
export const NOT_FOUND_PAGE = "page-not-found";

/**
 * Next's fallback rewrites (applied only when no page matched): an unknown address under /fr or /id gets that
 * language's 404 page, with its header and footer, instead of the global one, which knows only the cookie's language.
 */
export function notFoundRewrites(): PageRewrite[] {
  return [{ source: `/:lang(${PREFIXED})/:path+`, destination: `/:lang/${NOT_FOUND_PAGE}` }];
}

/**
 * Where a cached listing lives: /{lang}/products/cached/{category_id}/{category_sub_id}/{group_id}/{sale}/{sort}/
 * {search}/{size}/{color}/{price_min}/{price_max}, one segment per key of CACHED_LISTING_KEYS (the filters' in their
 * entries' order).
 */
export const CACHED_LISTING_PATH = "products/cached";

/**
 * The values a cached listing's path takes; anything else renders per request on /products. The filters' come from
 * their entries (lib/domain/catalog/listing-filters.ts): comma-separated values as the panel's links write them.
 */
const LISTING_VALUE: Record<CachedListingKey, string> = {
  category_id: "[1-9]\\d{0,8}",
  category_sub_id: "[1-9]\\d{0,8}",
  group_id: "[1-9]\\d{0,8}",
  sale: "[01]",
  sort: SORTS.join("|"),
  // Letters, digits, spaces and hyphens: a safe path segment. Other searches render per request.
  search: "[A-Za-z0-9][A-Za-z0-9 -]{0,99}",
  ...filterUrlPatterns(),
};

/** The middle of the listing rewrite: /_listing/{lang}/{the listing keys' segments}. Never an address. */
const STEP = "_listing";

/** Next takes only letters and digits in a named group: category_sub_id → categorysubid. */
const groupName = (key: CachedListingKey) => key.replace(/_/g, "");

/**
 * One rule's conditions and path segments for each set of `keys` present in the query (the others must be missing),
 * their values captured into the path: 2^n rules, of which one matches a query whose values are all valid.
 */
function keySets(
  keys: readonly CachedListingKey[],
): { has: HasCondition[]; missing: HasCondition[]; segments: string }[] {
  const sets = [];
  for (let mask = 0; mask < 1 << keys.length; mask++) {
    const present = keys.filter((_, i) => mask & (1 << i));
    sets.push({
      has: present.map((key): HasCondition => ({
        type: "query",
        key,
        value: `(?<${groupName(key)}>${LISTING_VALUE[key]})`,
      })),
      missing: keys.filter((key) => !present.includes(key)).map((key): HasCondition => ({ type: "query", key })),
      segments: keys.map((key) => (present.includes(key) ? `:${groupName(key)}` : ABSENT_SEGMENT)).join("/"),
    });
  }
  return sets;
}

/**
 * /products with only the keys of a listing (category, sub-category, group, sale, sort, search, size, colour, price)
 * goes to its cached page, one entry per normalised query, in two rewrites Next applies one after the other: the
 * listing keys take /products to /_listing/{lang}/{6 segments} (a rule per set of them present, in each language's
 * address), then the filter keys take that to /{lang}/products/cached/{10 segments} (a rule per set of them). A key
 * the query lacks is "-". A value outside LISTING_VALUE matches no rule: the first rewrite leaves /products to the
 * per-request page, the second sends its path there. 2 × 64 + 16 + 1 rules, two applied per listing; one rule per
 * set of all ten keys would be 2,048 rules tried on every request, a chain of one rule per key twelve rewrites applied
 * per listing (200 µs against 18 µs for the router, measured with Next's matchers). The 16 are 2^n for the n filter
 * parameters (lib/domain/catalog/listing-filters.ts): a new parameter doubles them.
 */
export function listingRewrites(): PageRewrite[] {
  const rules: PageRewrite[] = [];
  for (const { has, missing, segments } of keySets(LISTING_KEYS)) {
    rules.push(
      { source: "/products", has, missing, destination: `/${STEP}/${DEFAULT_LOCALE}/${segments}` },
      { source: `/:lang(${PREFIXED})/products`, has, missing, destination: `/${STEP}/:lang/${segments}` },
    );
  }
  const listed = LISTING_KEYS.map((key) => `:${groupName(key)}`).join("/");
  for (const { has, missing, segments } of keySets(EXTRA_FILTER_KEYS)) {
    rules.push({
      source: `/${STEP}/:lang/${listed}`,
      has,
      missing,
      destination: `/:lang/${CACHED_LISTING_PATH}/${listed}/${segments}`,
    });
  }
  rules.push({ source: `/${STEP}/:lang/(.*)`, destination: "/:lang/products" });
  return rules;
}

/** The catalogue policy on every response the proxy does not answer, except the API's (its own) and built assets. */
export function catalogueHeaderSource(): string {
  return `/:path((?!(?:api|_next|${STRICT_SEGMENTS})(?:/|$)).*)`;
}

export function catalogueCspHeader(): { key: string; value: string } {
  return { key: "Content-Security-Policy", value: cataloguePolicy() };
}
