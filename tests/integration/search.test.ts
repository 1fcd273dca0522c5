import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { categorySubs, products } from "@/lib/db/schema";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { GET as getSuggest } from "@/app/api/v1/products/suggest/route";
import { call } from "../support/http";

// This file searches many times a second as one client, past the search gate's share; the gate itself is proven by
// tests/unit/http/search-gate.test.ts and tests/hardening/search-*.test.ts.
beforeAll(() => {
  process.env.SEARCH_RATE_LIMIT = "0";
});

// Issue #19: typo-tolerant, ranked, indexed search (pg_trgm) for the listing and the header's suggestions.

interface Card {
  id: number;
  product_name: string;
  category_sub_id: number;
}

async function search(term: string, extra: Record<string, string | number> = {}) {
  const res = await call(getProducts, "GET", "/api/v1/products", { query: { search: term, limit: 48, ...extra } });
  expect(res.status).toBe(200);
  return { products: res.data.products as Card[], count: res.data.product_count as number };
}

async function subId(name: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ id: categorySubs.id }).from(categorySubs).where(eq(categorySubs.name, name));
  return row.id;
}

describe("search with typos", () => {
  it.each([
    ["kemja", /kemeja/i],
    ["jens", /jeans/i],
    ["hodie", /hoodie/i],
  ])("%s finds %s first", async (term, expected) => {
    const { products: found, count } = await search(term);
    expect(count).toBeGreaterThan(0);
    expect(found[0].product_name).toMatch(expected);
  });

  it("'celana pendek' finds every product of the shorts sub-category, Hotpants included", async () => {
    const shorts = await subId("Celana Pendek");
    const db = await getDb();
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categorySubId, shorts));
    const { products: found } = await search("celana pendek");
    const ids = new Set(found.filter((p) => p.category_sub_id === shorts).map((p) => p.id));
    expect(ids.size).toBe(Number(n));
    expect(found.some((p) => /hotpants/i.test(p.product_name))).toBe(true);
  });

  it("ignores case and accents", async () => {
    const plain = await search("kemeja");
    const fancy = await search("KÉMÊJA");
    expect(fancy.count).toBe(plain.count);
    expect(fancy.products.map((p) => p.id)).toEqual(plain.products.map((p) => p.id));
  });

  it("needs every word: 'kemeja batik' ranks the batik shirts first and leaves out other shirts", async () => {
    const { products: found, count } = await search("kemja batk");
    expect(count).toBeGreaterThan(0);
    expect(found.every((p) => /batik/i.test(p.product_name))).toBe(true);
    expect(found[0].product_name).toMatch(/^kemeja batik/i);
  });

  it("finds nothing for nonsense", async () => {
    expect(await search("zzqx%_nonsense")).toEqual({ products: [], count: 0 });
    expect(await search("%%%")).toEqual({ products: [], count: 0 });
  });

  it("ranks by similarity: exact matches before near ones, whatever the sort", async () => {
    const { products: found } = await search("kaos", { sort: "PRICE_ASC" });
    const firstNear = found.findIndex((p) => !/kaos/i.test(p.product_name));
    if (firstNear >= 0) expect(found.slice(firstNear).some((p) => /kaos/i.test(p.product_name))).toBe(false);
    expect(found[0].product_name).toMatch(/kaos/i);
  });
});

describe("search pages", () => {
  it("pages of 8 never repeat or skip a product and add up to the count (infinite scroll)", async () => {
    for (const sort of ["PRICE_DESC", "NEWEST"]) {
      const all = await search("celana", { sort });
      const seen: number[] = [];
      for (let page = 1; seen.length < all.count; page++) {
        const res = await call(getProducts, "GET", "/api/v1/products", {
          query: { search: "celana", sort, page, limit: 8 },
        });
        expect(res.data.product_count).toBe(all.count);
        const ids = (res.data.products as Card[]).map((p) => p.id);
        expect(ids.length).toBeGreaterThan(0);
        seen.push(...ids);
      }
      expect(new Set(seen).size).toBe(all.count);
      expect(seen.slice(0, 48)).toEqual(all.products.map((p) => p.id));
    }
  });

  it("typos are matched on the vocabulary's trigram index, products found on their words' GIN index", async () => {
    const db = await getDb();
    await db.execute(sql`SET enable_seqscan = off`);
    try {
      // The demo's vocabulary (about 1,400 words) is too small for the planner to prefer the index: check it exists.
      const index = JSON.stringify(
        await db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'search_words_trgm_idx'`),
      );
      expect(index).toContain("gin (word gin_trgm_ops)");
      const found = JSON.stringify(
        await db.execute(sql`EXPLAIN SELECT id FROM products WHERE search_words && ARRAY['kemeja']`),
      );
      expect(found).toContain("products_search_words_idx");
    } finally {
      await db.execute(sql`SET enable_seqscan = on`);
    }
  });

  it("the vocabulary follows the products: a new word comes, a word no product holds any more goes (triggers)", async () => {
    const db = await getDb();
    const vocabulary = async (word: string) =>
      Number(
        (
          (await db.execute(sql`select count(*)::int n from search_words where word = ${word}`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );
    const [row] = await db.select({ id: products.id, name: products.productName }).from(products).limit(1);
    await db.update(products).set({ productName: "Kemeja Zebrawood" }).where(eq(products.id, row.id));
    expect(await vocabulary("zebrawood")).toBe(1);
    await db.update(products).set({ productName: "Kemeja Quokkaprint" }).where(eq(products.id, row.id));
    expect(await vocabulary("zebrawood")).toBe(0);
    expect(await vocabulary("quokkaprint")).toBe(1);
    expect((await search("quokaprint")).products.map((p) => p.id)).toEqual([row.id]);
    await db.update(products).set({ productName: row.name }).where(eq(products.id, row.id));
    expect(await vocabulary("quokkaprint")).toBe(0);
    expect(await vocabulary("kemeja")).toBe(1);
    const [source] = await db.select().from(products).limit(1);
    const [added] = await db
      .insert(products)
      .values({ ...source, id: undefined, productCode: "ZZ-777", productName: "Kaos Wombatstripe" })
      .returning({ id: products.id });
    expect(await vocabulary("wombatstripe")).toBe(1);
    await db.delete(products).where(eq(products.id, added.id));
    expect(await vocabulary("wombatstripe")).toBe(0);
    expect(await vocabulary("kaos")).toBe(1);
  });

  it("a renamed product is searchable at once, its accents ignored (trigger)", async () => {
    const db = await getDb();
    const [row] = await db.select({ id: products.id, name: products.productName }).from(products).limit(1);
    await db.update(products).set({ productName: "Kemeja Crème Brûlée" }).where(eq(products.id, row.id));
    try {
      const { products: found } = await search("creme brulee");
      expect(found.map((p) => p.id)).toEqual([row.id]);
    } finally {
      await db.update(products).set({ productName: row.name }).where(eq(products.id, row.id));
    }
  });

  it("a sub-category's new name is searchable at once (trigger)", async () => {
    const db = await getDb();
    const shorts = await subId("Celana Pendek");
    await db.update(categorySubs).set({ name: "Celana Pendek Bermuda" }).where(eq(categorySubs.id, shorts));
    try {
      const { products: found } = await search("bermuda");
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((p) => p.category_sub_id === shorts)).toBe(true);
    } finally {
      await db.update(categorySubs).set({ name: "Celana Pendek" }).where(eq(categorySubs.id, shorts));
    }
  });
});

describe("GET /api/v1/products/suggest", () => {
  it("answers up to 6 products (name, price, image) and the matching sub-category, cacheable briefly", async () => {
    const res = await getSuggest(new Request("http://localhost/api/v1/products/suggest?q=kemja"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/max-age=60/);
    const { data } = (await res.json()) as {
      data: {
        products: { id: number; name: string; price: number; image_url: string }[];
        categories: { name: string; href: string }[];
        search_href: string;
      };
    };
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(6);
    for (const p of data.products) {
      expect(p).toEqual({
        id: expect.any(Number),
        name: expect.stringMatching(/kemeja/i),
        price: expect.any(Number),
        image_url: expect.stringMatching(/^\/media\//),
      });
    }
    const kemeja = await subId("Kemeja");
    expect(data.categories).toContainEqual({
      id: kemeja,
      name: "Kemeja",
      kind: "sub",
      href: `/products?category_sub_id=${kemeja}`,
    });
    expect(data.search_href).toBe("/products?search=kemja");
  });

  it("suggests categories too ('bottom' → BOTTOMS) and nothing for nonsense", async () => {
    const res = await call(getSuggest, "GET", "/api/v1/products/suggest", { query: { q: "bottom" } });
    expect(res.data.categories).toContainEqual(expect.objectContaining({ name: "BOTTOMS", kind: "category" }));
    const none = await call(getSuggest, "GET", "/api/v1/products/suggest", { query: { q: "zzqx" } });
    expect(none.data).toEqual({ products: [], categories: [], search_href: "/products?search=zzqx" });
  });

  it.each([
    [{}, /at least 2/],
    [{ q: " k " }, /at least 2/],
    [{ q: "x".repeat(101) }, /at most 100/],
  ])("refuses %j with a 400 and a message", async (query, message) => {
    const res = await call(getSuggest, "GET", "/api/v1/products/suggest", { query });
    expect(res.status).toBe(400);
    expect(res.error?.fields?.q).toMatch(message);
  });
});
