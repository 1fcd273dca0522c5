/**
 * How a page request reaches its language's page tree (app/(site)/[lang], docs/adr/0005), split by cost:
 *
 * - Catalogue and information pages (cached, the bulk of the traffic) are rewritten by next.config.ts rules that
 *   read the `lang` cookie, and get the nonce-free catalogue policy from its headers. Next matches these in its
 *   router: no proxy.ts call, which halves the serving cost of a cached page (docs/performance.md).
 * - proxy.ts runs only where it must: the sensitive pages (a per-request CSP nonce, the /account gate) and direct
 *   requests for the internal trees (/fr/…), which it maps to a 404 like any unknown page.
 *
 * Relative imports only: next.config.ts loads this file before the `@/` alias exists.
 */
import { DEFAULT_LOCALE, LANG_COOKIE, LOCALES } from "../../i18n/config";
import { UNLOCALIZED_PREFIXES } from "../../i18n/route";
import { STRICT_PREFIXES, cataloguePolicy } from "./csp";

/** First path segments proxy.ts handles: the strict pages and the internal language trees. */
export const PROXY_SEGMENTS: readonly string[] = [...STRICT_PREFIXES.map((p) => p.slice(1)), ...LOCALES];

/** proxy.ts's matcher must be a literal; a unit test checks that it equals this. */
export function proxyMatcher(): string {
  return `/((?:${PROXY_SEGMENTS.join("|")})(?:/.*)?)`;
}

/** A page path that goes straight to its language's tree: not skipped, not handled by the proxy, no file name. */
const PAGE_PATH = `(?!(?:${[...UNLOCALIZED_PREFIXES, ...PROXY_SEGMENTS].join("|")})(?:/|$))(?!.*\\.[^/]*$).+`;

const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|");
const chosen = { type: "cookie", key: LANG_COOKIE, value: `(?<lang>${OTHER_LOCALES})` } as const;
const notChosen = { type: "cookie", key: LANG_COOKIE, value: `(?:${OTHER_LOCALES})` } as const;

interface HasCondition {
  type: "cookie";
  key: string;
  value: string;
}
export interface PageRewrite {
  source: string;
  destination: string;
  has?: HasCondition[];
  missing?: HasCondition[];
}

/** Rewrites run before the file system: "/" and every page path, to the cookie's language or the default one. */
export function languageRewrites(): PageRewrite[] {
  return [
    { source: "/", has: [chosen], destination: "/:lang" },
    { source: "/", missing: [notChosen], destination: `/${DEFAULT_LOCALE}` },
    { source: `/:path(${PAGE_PATH})`, has: [chosen], destination: "/:lang/:path" },
    { source: `/:path(${PAGE_PATH})`, missing: [notChosen], destination: `/${DEFAULT_LOCALE}/:path` },
  ];
}

/** The catalogue policy on every response the proxy does not answer, except the API's (its own) and built assets. */
export function catalogueHeaderSource(): string {
  return `/:path((?!(?:api|_next|${PROXY_SEGMENTS.join("|")})(?:/|$)).*)`;
}

export function catalogueCspHeader(): { key: string; value: string } {
  return { key: "Content-Security-Policy", value: cataloguePolicy() };
}
