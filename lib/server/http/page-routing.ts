/**
 * How a page request reaches its language's page tree (app/(site)/[lang], docs/adr/0005):
 *
 * - Every page is rewritten by next.config.ts rules that read the `lang` cookie. Next applies them inside its
 *   router, so a rewrite never costs a network round trip, whatever address the server is bound to (a rewrite
 *   returned by proxy.ts is fetched over HTTP from the bound host when that is 127.0.0.1: vercel/next.js#94745).
 *   Direct requests for the internal trees (/fr/…) land inside the cookie language's tree, where they are a 404.
 * - Catalogue and information pages (cached, the bulk of the traffic) get the nonce-free catalogue policy from the
 *   config's headers: no proxy.ts call, which halves the serving cost of a cached page (docs/performance.md).
 * - proxy.ts runs only where it must: the sensitive pages (a per-request CSP nonce, the /account gate) and the
 *   internal trees; it never rewrites.
 *
 * Relative imports only: next.config.ts loads this file before the `@/` alias exists.
 */
import { SORTS } from "../../domain/constants";
import { ABSENT_SEGMENT, EXTRA_FILTER_KEYS, LISTING_KEYS, type ListingKey } from "../../domain/catalog/listing-keys";
import { DEFAULT_LOCALE, LANG_COOKIE, LOCALES } from "../../i18n/config";
import { UNLOCALIZED_PREFIXES } from "../../i18n/route";
import { STRICT_PREFIXES, cataloguePolicy } from "./csp";

/** First path segments proxy.ts handles: the strict pages and the internal language trees. */
export const PROXY_SEGMENTS: readonly string[] = [...STRICT_PREFIXES.map((p) => p.slice(1)), ...LOCALES];

/** proxy.ts's matcher must be a literal; a unit test checks that it equals this. */
export function proxyMatcher(): string {
  return `/((?:${PROXY_SEGMENTS.join("|")})(?:/.*)?)`;
}

/** A page path that goes to its language's tree: not skipped, not an internal tree, no file name. */
const PAGE_PATH = `(?!(?:${[...UNLOCALIZED_PREFIXES, ...LOCALES].join("|")})(?:/|$))(?!.*\\.[^/]*$).+`;
/** A direct request for an internal tree (/fr/products): nested in the chosen tree, it matches no page (a 404). */
const TREE_PATH = `(?:${LOCALES.join("|")})(?:/.*)?`;

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|");
const chosen = { type: "cookie", key: LANG_COOKIE, value: `(?<lang>${OTHER_LOCALES})` } as const;
const notChosen = { type: "cookie", key: LANG_COOKIE, value: `(?:${OTHER_LOCALES})` } as const;

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

/**
 * Rewrites run before the file system: "/" and every page path, to the cookie's language or the default one.
 * Next chains them (each rule sees the path the rules before it made), so the internal-tree rules come first and
 * no rule matches a path another one produced.
 */
export function languageRewrites(): PageRewrite[] {
  const toTree = (path: string): PageRewrite[] => [
    { source: `/:path(${path})`, has: [chosen], destination: "/:lang/:path" },
    { source: `/:path(${path})`, missing: [notChosen], destination: `/${DEFAULT_LOCALE}/:path` },
  ];
  return [
    ...toTree(TREE_PATH),
    ...listingRewrites(),
    { source: "/", has: [chosen], destination: "/:lang" },
    { source: "/", missing: [notChosen], destination: `/${DEFAULT_LOCALE}` },
    ...toTree(PAGE_PATH),
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
 * one entry per query: a rule for each set of keys present (the others must be missing), in each language. A query
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
      { source: "/products", has: [chosen, ...has], missing, destination: `/:lang/${CACHED_LISTING_PATH}/${path}` },
      { source: "/products", has, missing: [notChosen, ...missing], destination: `/${DEFAULT_LOCALE}/${CACHED_LISTING_PATH}/${path}` },
    );
  }
  return rules;
}

/** The catalogue policy on every response the proxy does not answer, except the API's (its own) and built assets. */
export function catalogueHeaderSource(): string {
  return `/:path((?!(?:api|_next|${PROXY_SEGMENTS.join("|")})(?:/|$)).*)`;
}

export function catalogueCspHeader(): { key: string; value: string } {
  return { key: "Content-Security-Policy", value: cataloguePolicy() };
}
