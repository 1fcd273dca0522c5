import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from "./config";

/**
 * Page addresses per language (docs/adr/0005): English keeps the spec's unprefixed routes ("/products"), the other
 * languages live under their code ("/id/products", "/fr/product/5"). Route handlers, assets and the payment sandbox
 * have one address for every language. Relative imports only: next.config.ts loads this file through page-routing.
 */

/** First segments outside the per-language page tree: route handlers, built assets, media, the bare bench page and
 * the payment sandbox. Anything with a file name is outside it too. */
export const UNLOCALIZED_PREFIXES = ["api", "_next", "media", "bench-floor", "payment-sandbox", "language"] as const;
const UNLOCALIZED = new RegExp(`^/(?:${UNLOCALIZED_PREFIXES.join("|")})(?:/|$)`);

/** The languages with a path prefix: every one but the default. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

export function isLocalizedPath(pathname: string): boolean {
  if (UNLOCALIZED.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/** A public address's language and its path in the default language: "/id/product/5?x" → id, "/product/5?x". */
export function splitLocale(href: string): { lang: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=$|[/?#])/.exec(href);
  if (!match || !isLocale(match[1]) || match[1] === DEFAULT_LOCALE) return { lang: DEFAULT_LOCALE, path: href };
  const rest = href.slice(match[0].length);
  return { lang: match[1], path: rest.startsWith("/") ? rest : `/${rest}` };
}

/**
 * The public address of a page of this shop in a language: "/products?sort=NEWEST" in Indonesian is
 * "/id/products?sort=NEWEST", in English itself. Anything else (another site, a route handler, an asset, a hash or
 * a path already in a language) is returned as it is.
 */
export function localHref(lang: Locale, href: string): string {
  if (lang === DEFAULT_LOCALE || !href.startsWith("/") || href.startsWith("//")) return href;
  const pathname = href.replace(/[?#].*$/, "");
  if (!isLocalizedPath(pathname) || splitLocale(href).lang !== DEFAULT_LOCALE) return href;
  return pathname === "/" ? `/${lang}${href.slice(1)}` : `/${lang}${href}`;
}

/** The same page in another language: "/id/products?sort=NEWEST" in French is "/fr/products?sort=NEWEST". */
export function switchHref(href: string, lang: Locale): string {
  return localHref(lang, splitLocale(href).path);
}

/**
 * The language to offer a browser on an English page: its first preferred language the shop speaks ("id-ID" → id),
 * when that is not English (the browser's list, as navigator.languages gives it).
 */
export function offeredLanguage(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === DEFAULT_LOCALE) return null;
    if (isLocale(base)) return base;
  }
  return null;
}
