import { LANG_COOKIE, toLocale, type Locale } from "./config";

/** Paths outside the per-language page tree: route handlers, the bare bench page and anything with a file name. */
const UNLOCALIZED = /^\/(?:api|_next|media|bench-floor|payment-sandbox)(?:\/|$)/;

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
