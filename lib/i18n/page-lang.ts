import { DEFAULT_LOCALE, toLocale, type Locale } from "./config";
import { localHref } from "./route";

/** The language of the page in the browser (its <html lang>, set by the [lang] layout), for code outside React. */
export function pageLang(): Locale {
  return typeof document === "undefined" ? DEFAULT_LOCALE : toLocale(document.documentElement.lang);
}

/** A page of this shop in the language of the page being read: "/sign-in" on an Indonesian page is "/id/sign-in". */
export function pageHref(href: string): string {
  return localHref(pageLang(), href);
}
