import { PgDialect } from "drizzle-orm/pg-core";
import {
  MAX_RANK_COMBINATIONS,
  MAX_SEARCH_WORDS,
  normalizeSearch,
  rankTiers,
  rankingPhrase,
  searchWords,
  wordLevels,
  type Candidate,
} from "@/lib/domain/search";
import { matchCondition, searchFromCandidates, tierCondition } from "@/lib/server/catalog/search";
import { suggestQuerySchema } from "@/lib/domain/catalog/suggest-query";

const dialect = new PgDialect();
const render = (parts: Parameters<typeof dialect.sqlToQuery>[0]) => dialect.sqlToQuery(parts);

describe("search words", () => {
  it("ignores case and accents, and splits on anything but letters and digits", () => {
    expect(normalizeSearch("  KÉMEJA  Crème-brûlée_SH-26/0001 ")).toBe("kemeja creme brulee sh 26 0001");
    expect(searchWords("Celana   PENDEK")).toEqual(["celana", "pendek"]);
  });

  it("drops repeated words, lone letters beside longer words, and keeps at most five", () => {
    expect(searchWords("kaos a kaos b")).toEqual(["kaos"]);
    expect(searchWords("a")).toEqual(["a"]);
    expect(searchWords("one two three four five six seven")).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWords("%%% ---")).toEqual([]);
  });

  it("ranks against the kept words in the shopper's order", () => {
    expect(rankingPhrase(searchWords("Batik, KEMEJA!"))).toBe("batik kemeja");
  });
});

describe("search condition and ranking", () => {
  const kemja: Candidate[] = [
    { word: "kemeja", similarity: 0.5 },
    { word: "kemko", similarity: 0.4 },
  ];
  const batk: Candidate[] = [{ word: "batik", similarity: 0.571 }];

  it("groups a word's candidates by similarity, best first, each level excluding the better words", () => {
    expect(wordLevels([...kemja, { word: "kemj", similarity: 0.5 }])).toEqual([
      { include: ["kemeja", "kemj"], exclude: [], similarity: 0.5 },
      { include: ["kemko"], exclude: ["kemeja", "kemj"], similarity: 0.4 },
    ]);
  });

  it("ranks in tiers by the summed similarity of each query word's best word, equal scores in one tier", () => {
    const tiers = rankTiers([kemja, batk])!;
    expect(tiers.map((t) => t.score)).toEqual([1.071, 0.971]);
    expect(tiers[0].combos).toEqual([[wordLevels(kemja)[0], wordLevels(batk)[0]]]);
    const even = rankTiers([
      [
        { word: "a1", similarity: 0.5 },
        { word: "a2", similarity: 0.4 },
      ],
      [
        { word: "b1", similarity: 0.5 },
        { word: "b2", similarity: 0.4 },
      ],
    ])!;
    expect(even.map((t) => [t.score, t.combos.length])).toEqual([
      [1, 1],
      [0.9, 2],
      [0.8, 1],
    ]);
  });

  it("matches nothing when a word resembles no catalogue word, and gives up tiers past the limit", () => {
    expect(rankTiers([kemja, []])).toEqual([]);
    const many = Array.from({ length: 4 }, (_, i) => ({ word: `w${i}`, similarity: 1 - i / 10 }));
    expect(rankTiers([many, many])).toBeNull();
    expect(many.length ** 2).toBeGreaterThan(MAX_RANK_COMBINATIONS);
  });

  it("needs every query word to have one of its catalogue words in the product's words (GIN: &&)", () => {
    const q = render(matchCondition([kemja, batk]));
    expect(q.sql).toBe(
      '("products"."search_words" && ARRAY[$1, $2]::text[] and "products"."search_words" && ARRAY[$3]::text[])',
    );
    expect(q.params).toEqual(["kemeja", "kemko", "batik"]);
    expect(render(matchCondition([])).sql).toBe("false");
    expect(render(matchCondition([kemja, []])).sql).toBe("false");
  });

  it("selects a tier's products by their best words, and scores every match when tiers are given up", () => {
    const [, second] = rankTiers([kemja])!;
    const q = render(tierCondition(second));
    expect(q.sql).toBe(
      '("products"."search_words" && ARRAY[$1]::text[] and not "products"."search_words" && ARRAY[$2]::text[])',
    );
    expect(q.params).toEqual(["kemko", "kemeja"]);
    const search = searchFromCandidates([kemja]);
    expect(search.tiers).toHaveLength(2);
    expect(render(search.rank).sql).toBe(
      '((case when "products"."search_words" && ARRAY[$1]::text[] then 0.5 when "products"."search_words" && ARRAY[$2]::text[] then 0.4 else 0 end))',
    );
  });
});

describe("suggest query", () => {
  it("takes 2 to 100 characters, trimmed", () => {
    expect(suggestQuerySchema.parse({ q: " ke " })).toEqual({ q: "ke" });
    expect(suggestQuerySchema.safeParse({ q: "k" }).success).toBe(false);
    expect(suggestQuerySchema.safeParse({}).success).toBe(false);
    expect(suggestQuerySchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
  });
});
