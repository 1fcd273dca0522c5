import { LANG_COOKIE, toLocale, type Locale } from "./config";

/** First segments outside the per-language page tree: route handlers, built assets, media, the bare bench page and
 * the payment sandbox. Anything with a file name is outside it too. */
export const UNLOCALIZED_PREFIXES = ["api", "_next", "media", "bench-floor", "payment-sandbox"] as const;
const UNLOCALIZED = new RegExp(`^/(?:${UNLOCALIZED_PREFIXES.join("|")})(?:/|$)`);

export function isLocalizedPath(pathname: string): boolean {
  if (UNLOCALIZED.test(pathname)) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/** The internal path of a page in one language: "/products" in French is served by "/fr/products". */
export function localizedPath(lang: Locale, pathname: string): string {
  return `/${lang}${pathname === "/" ? "" : pathname}`;
}

/** The language a request's cookie asks for (the default without one). */
export function requestLang(cookie: string | undefined): Locale {
  return toLocale(cookie);
}

export { LANG_COOKIE };
