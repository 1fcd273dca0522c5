/**
 * The interface languages. English is the default and keeps the spec's exact texts; French is in the spec's
 * language list; Bahasa Indonesia is the market's own language. Prices stay in IDR whatever the language.
 */
export const LOCALES = ["en", "fr", "id"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that keeps the shopper's choice: an unprefixed page redirects to that language's address. */
export const LANG_COOKIE = "lang";
export const LANG_COOKIE_MAX_AGE_DAYS = 365;

/** Each language in its own words, shown beside the name in the current language. */
export const ENDONYMS: Record<Locale, string> = { en: "English", fr: "Français", id: "Bahasa Indonesia" };

/** BCP 47 tags for Intl formatting and Open Graph. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", fr: "fr_FR", id: "id_ID" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A cookie or header value to a language: anything unknown is the default. */
export function toLocale(value: string | null | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
