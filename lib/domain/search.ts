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

/** At most this many catalogue words stand for one query word (the most similar ones). */
export const MAX_CANDIDATES_PER_WORD = 8;
/** Beyond this many combinations of similarity levels, the ranking sorts every match instead of walking tiers. */
export const MAX_RANK_COMBINATIONS = 12;

/** A catalogue word that a query word resembles, with pg_trgm's word similarity of the query word to it. */
export interface Candidate {
  word: string;
  similarity: number;
}

/** The words a product must hold one of (`include`) and none of (`exclude`: the better matches) for one query word. */
export interface WordLevel {
  include: string[];
  exclude: string[];
  similarity: number;
}

/** Products matching one of `combos` (one level per query word each) rank equally, with this score. */
export interface RankTier {
  score: number;
  combos: WordLevel[][];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** One query word's candidates grouped by similarity, best first; a level excludes the words of the better ones. */
export function wordLevels(candidates: Candidate[]): WordLevel[] {
  const bySimilarity = new Map<number, string[]>();
  for (const c of [...candidates].sort((a, b) => b.similarity - a.similarity || a.word.localeCompare(b.word))) {
    const s = round(c.similarity);
    bySimilarity.set(s, [...(bySimilarity.get(s) ?? []), c.word]);
  }
  const levels: WordLevel[] = [];
  let better: string[] = [];
  for (const [similarity, include] of bySimilarity) {
    levels.push({ include, exclude: better, similarity });
    better = [...better, ...include];
  }
  return levels;
}

/**
 * The ranking as tiers: a product's score is the sum, over the query words, of the similarity of the best catalogue
 * word it holds for each. Tiers come best score first; products of one tier are then ordered by the listing's sort,
 * so a page is read tier by tier through the sort's index instead of ranking every match. Empty when a query word
 * resembles no catalogue word (nothing matches); null when there are too many combinations to walk (rank every
 * match instead).
 */
export function rankTiers(perWord: Candidate[][]): RankTier[] | null {
  const levels = perWord.map(wordLevels);
  if (levels.some((l) => l.length === 0)) return [];
  const total = levels.reduce((n, l) => n * l.length, 1);
  if (total > MAX_RANK_COMBINATIONS) return null;
  let combos: WordLevel[][] = [[]];
  for (const word of levels) combos = combos.flatMap((combo) => word.map((level) => [...combo, level]));
  const byScore = new Map<number, WordLevel[][]>();
  for (const combo of combos) {
    const score = round(combo.reduce((sum, level) => sum + level.similarity, 0));
    byScore.set(score, [...(byScore.get(score) ?? []), combo]);
  }
  return [...byScore.entries()].sort((a, b) => b[0] - a[0]).map(([score, c]) => ({ score, combos: c }));
}
