import { searchFallback } from "@/lib/server/catalog/no-results";
import { listProducts } from "@/lib/server/catalog/products";
import { getDb } from "@/lib/db";
import { categorySubs } from "@/lib/db/schema";
import { EVERYWHERE, newShopper, pay, placeDelivery } from "./orders-fixtures";

// Issue #48 point 1: a search that finds nothing offers the closest matches, the category it likely means, the best
// sellers and popular searches.

async function subName(id: number): Promise<string> {
  const db = await getDb();
  const subs = await db.select().from(categorySubs);
  return subs.find((s) => s.id === id)?.name ?? "";
}

async function finds(search: string): Promise<number> {
  const { product_count } = await listProducts({ page: 1, limit: 8, sale: false, sort: "NEWEST", search });
  return product_count;
}

describe("a search that finds nothing", () => {
  it("offers hoodies and sweaters for jaket, and their category", async () => {
    expect(await finds("jaket")).toBe(0);
    const fallback = await searchFallback("jaket");
    expect(fallback.closest.length).toBeGreaterThan(0);
    for (const p of fallback.closest) expect(p.product_name).toMatch(/hoodie|sweater|cardigan/i);
    expect(await subName(fallback.subCategoryIds[0])).toBe("Hoodie & Sweater");
  });

  it("offers the plain tees for kaos polos, and tunics for gamis", async () => {
    expect(await finds("kaos polos")).toBe(0);
    const plain = await searchFallback("kaos polos");
    expect(plain.closest.length).toBeGreaterThan(0);
    for (const p of plain.closest) expect(p.product_name).toMatch(/^Kaos .*Basic/);
    const gamis = await searchFallback("gamis");
    expect(gamis.closest.map((p) => p.product_name)).toContainEqual(expect.stringMatching(/Tunik Muslimah/));
  });

  it("offers best sellers (before any sale, the newest) and popular searches that find something, for a word nothing resembles", async () => {
    const fallback = await searchFallback("sepatu");
    expect(fallback.closest).toEqual([]);
    expect(fallback.subCategoryIds).toEqual([]);
    expect(fallback.popular.products.length).toBe(4);
    expect(fallback.searches.length).toBeGreaterThan(2);
    for (const term of fallback.searches) expect(await finds(term)).toBeGreaterThan(0);
  });

  it("shows the newest while too few products have sold to fill the best sellers' shelf", async () => {
    await pay(await placeDelivery(await newShopper(), EVERYWHERE, 1));
    const fallback = await searchFallback("sepatu");
    expect(fallback.popular.kind).toBe("newest");
    expect(fallback.popular.products.length).toBe(4);
  });
});
