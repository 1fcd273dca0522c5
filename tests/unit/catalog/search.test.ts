import { asc, desc } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { products } from "@/lib/db/schema";
import { MAX_SEARCH_WORDS, normalizeSearch, rankingPhrase, searchWords } from "@/lib/domain/search";
import { searchCondition, withRelevance } from "@/lib/server/catalog/search";
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
  it("needs every word to match the trigram index's operator", () => {
    const q = render(searchCondition("kemja batk")!);
    expect(q.sql).toBe('($1 <% "products"."search_text" and $2 <% "products"."search_text")');
    expect(q.params).toEqual(["kemja", "batk"]);
  });

  it("matches nothing for a search with no word, and does not filter without a search", () => {
    expect(render(searchCondition("%_%")!).sql).toBe("false");
    expect(searchCondition(undefined)).toBeUndefined();
    expect(searchCondition("")).toBeUndefined();
  });

  it("orders by similarity first, then the listing's sort, ending on the id (a total, stable order)", () => {
    const sort = [desc(products.grandPrice), desc(products.id)];
    const order = withRelevance("Kemja", sort);
    expect(order).toHaveLength(3);
    const first = render(order[0]);
    expect(first.sql).toBe('word_similarity($1, "products"."search_text") desc');
    expect(first.params).toEqual(["kemja"]);
    expect(order.slice(1)).toEqual(sort);
  });

  it("keeps the plain sort without a search", () => {
    const sort = [asc(products.grandPrice), asc(products.id)];
    expect(withRelevance(undefined, sort)).toBe(sort);
    expect(withRelevance("---", sort)).toBe(sort);
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
