import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./config";
import { localHref } from "./route";

type Alternates = NonNullable<Metadata["alternates"]>;

/**
 * A page's canonical address in its own language and its `hreflang` alternates in every language, `x-default`
 * being the English (unprefixed) one, which offers the shopper's own language when it is another (docs/adr/0006).
 * `path` is the page's unprefixed address ("/products?category_id=3"); the layouts' metadataBase makes them absolute.
 */
export function pageAlternates(lang: Locale, path: string): Alternates {
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = localHref(l, path);
  languages["x-default"] = localHref(DEFAULT_LOCALE, path);
  return { canonical: localHref(lang, path), languages };
}
