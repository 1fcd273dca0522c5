import { normalizeSearch, type Candidate } from "../search";

/**
 * Words shoppers type for what the catalogue calls otherwise (issue #48 point 1). When a search finds nothing, each
 * such word stands for the catalogue words listed: "jaket" offers the hoodies, sweaters and cardigans, "gamis" the
 * tunics. Normalised as the search's words are (lib/domain/search.ts). A hint whose words the catalogue does not hold
 * offers nothing; the search itself never uses these.
 */
export const SEARCH_HINTS: Readonly<Record<string, readonly string[]>> = {
  jaket: ["hoodie", "sweater", "cardigan"],
  jacket: ["hoodie", "sweater", "cardigan"],
  outerwear: ["hoodie", "sweater", "cardigan"],
  sweatshirt: ["sweater", "hoodie"],
  dress: ["tunik", "blouse", "rok"],
  gaun: ["tunik", "blouse", "rok"],
  terusan: ["tunik", "blouse", "rok"],
  gamis: ["tunik", "muslimah"],
  abaya: ["tunik", "muslimah"],
  polos: ["basic"],
  plain: ["basic"],
  tshirt: ["kaos"],
  tee: ["kaos"],
  shirt: ["kemeja"],
  pants: ["celana"],
  trousers: ["celana"],
  shorts: ["pendek"],
  skirt: ["rok"],
};

/** Every catalogue word the hints of `words` name, once each. */
export function hintWords(words: readonly string[]): string[] {
  return [...new Set(words.flatMap((word) => SEARCH_HINTS[word] ?? []))];
}

/**
 * The closest search to one that found nothing, as each query word's candidates: a word with hints stands for its
 * hints' catalogue words, a word the catalogue resembles keeps its own, and a word it knows nothing of is left out
 * (so "kaos polos" becomes "kaos basic", and "kemeja xyz" the shirts). `candidates` holds the catalogue's words for
 * every query word and hint word. Empty when no word is left.
 */
export function closestCandidates(
  words: readonly string[],
  candidates: ReadonlyMap<string, readonly Candidate[]>,
): Candidate[][] {
  return words.flatMap((word) => {
    const hints = SEARCH_HINTS[word];
    const found = hints ? hints.flatMap((hint) => candidates.get(hint) ?? []) : [...(candidates.get(word) ?? [])];
    return found.length ? [found] : [];
  });
}

/** Popular searches: the distinct first words of the names given (the best sellers'), at most `max`. */
export function popularSearches(names: readonly string[], max: number): string[] {
  const found: string[] = [];
  for (const name of names) {
    const first = normalizeSearch(name).split(" ")[0];
    if (first && first.length > 1 && !found.includes(first)) found.push(first);
    if (found.length === max) break;
  }
  return found;
}
