/**
 * The shopper's search words, as the database's search text holds them (migration 0004: lower-cased, accents
 * removed). Pure, shared by the server's search (lib/server/catalog/search.ts) and its unit tests.
 */

/** At most this many words of a query count (each is one trigram condition). */
export const MAX_SEARCH_WORDS = 5;
/** Suggestions start at this many characters (the overlay asks no sooner; the API refuses shorter). */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_MAX_PRODUCTS = 6;
export const SUGGEST_MAX_CATEGORIES = 4;

/** Lower case, accents removed ("Crème" → "creme"), anything but letters and digits a single space. */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The words a product must each match (fuzzily): distinct, in order, at most MAX_SEARCH_WORDS. One-letter words
 * are dropped when longer ones exist (a lone letter would match almost anything). Empty when nothing searchable.
 */
export function searchWords(query: string): string[] {
  const all = normalizeSearch(query).split(" ").filter(Boolean);
  const long = all.filter((w) => w.length > 1);
  const words = long.length ? long : all;
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** The text the ranking compares with each product's search text: the kept words, in order. */
export function rankingPhrase(words: string[]): string {
  return words.join(" ");
}
