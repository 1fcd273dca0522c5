import { and, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products as productsTable } from "@/lib/db/schema";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { GET as getProduct } from "@/app/api/v1/product/route";
import { GET as getCategories } from "@/app/api/v1/categories/route";
import { GET as getCategory } from "@/app/api/v1/category/route";
import { GET as getCategorySub } from "@/app/api/v1/category-sub/route";
import { call } from "../support/http";

interface ProductCard {
  id: number;
  product_name: string;
  retail_price: number;
  net_price: number;
  grand_price: number;
  created_at?: string;
  category_id: number;
  category_sub_id: number;
  group_id: number;
  product_images: { image_url: string; image_type: string }[];
  sizes: { size_code: string; size_name: string; is_available: boolean }[];
  direct_discount: { direct_disc_percent: number; direct_disc_nominal: number };
}

async function countActive(where: SQL = sql`true`): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productsTable)
    .where(and(eq(productsTable.isActive, true), where));
  return Number(row.n);
}

describe("GET products", () => {
  it("returns the first 8 products and the number of all matching products", async () => {
    const res = await call(getProducts, "GET", "/api/v1/products", { query: { page: 1, limit: 8 } });
    expect(res.status).toBe(200);
    const products = res.data.products as ProductCard[];
    expect(products).toHaveLength(8);
    expect(res.data.product_count).toBe(await countActive());
    for (const product of products) {
      expect(product).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          product_name: expect.any(String),
          product_code: expect.any(String),
          retail_price: expect.any(Number),
          net_price: expect.any(Number),
          direct_discount: expect.objectContaining({
            direct_disc_percent: expect.any(Number),
            direct_disc_nominal: expect.any(Number),
          }),
          short_description: expect.any(String),
          product_images: expect.any(Array),
          sizes: expect.any(Array),
          group_id: expect.any(Number),
        }),
      );
    }
  });

  it("limits to 8 per page by default and pages do not overlap", async () => {
    const first = await call(getProducts, "GET", "/api/v1/products");
    const second = await call(getProducts, "GET", "/api/v1/products", { query: { page: 2 } });
    const ids1 = (first.data.products as ProductCard[]).map((p) => p.id);
    const ids2 = (second.data.products as ProductCard[]).map((p) => p.id);
    expect(ids1).toHaveLength(8);
    expect(ids2).toHaveLength(8);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
  });

  it("filters by category, sub-category, group and sale", async () => {
    const tops = await call(getProducts, "GET", "/api/v1/products", { query: { category_id: 9, limit: 48 } });
    expect((tops.data.products as ProductCard[]).every((p) => p.category_id === 9)).toBe(true);
    expect(tops.data.product_count).toBe(await countActive(eq(productsTable.categoryId, 9)));

    const sub = (tops.data.products as ProductCard[])[0].category_sub_id;
    const subRes = await call(getProducts, "GET", "/api/v1/products", { query: { category_sub_id: sub, limit: 48 } });
    expect((subRes.data.products as ProductCard[]).every((p) => p.category_sub_id === sub)).toBe(true);

    const kids = await call(getProducts, "GET", "/api/v1/products", { query: { group_id: 3, limit: 48 } });
    expect(kids.data.product_count).toBeGreaterThan(0);
    expect((kids.data.products as ProductCard[]).every((p) => p.group_id === 3)).toBe(true);

    const sale = await call(getProducts, "GET", "/api/v1/products", { query: { sale: 1, limit: 48 } });
    expect(sale.data.product_count).toBeGreaterThan(0);
    expect((sale.data.products as ProductCard[]).every((p) => p.grand_price < p.retail_price)).toBe(true);
  });

  it("sorts by price both ways", async () => {
    const desc = await call(getProducts, "GET", "/api/v1/products", { query: { sort: "PRICE_DESC", limit: 48 } });
    const prices = (desc.data.products as ProductCard[]).map((p) => p.grand_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const asc = await call(getProducts, "GET", "/api/v1/products", { query: { sort: "PRICE_ASC", limit: 48 } });
    const ascPrices = (asc.data.products as ProductCard[]).map((p) => p.grand_price);
    expect(ascPrices).toEqual([...ascPrices].sort((a, b) => a - b));
  });

  it("searches names case-insensitively and finds nothing for nonsense", async () => {
    const all = await call(getProducts, "GET", "/api/v1/products");
    const word = (all.data.products as ProductCard[])[0].product_name.split(" ")[0];
    const found = await call(getProducts, "GET", "/api/v1/products", { query: { search: word.toUpperCase() } });
    expect(found.data.product_count).toBeGreaterThan(0);
    const none = await call(getProducts, "GET", "/api/v1/products", { query: { search: "zzqx%_nonsense" } });
    expect(none.data).toEqual({ products: [], product_count: 0 });
  });

  it.each([
    [{ page: -1 }, "page"],
    [{ page: "abc" }, "page"],
    [{ sort: "FOO" }, "sort"],
    [{ category_id: "abc" }, "category_id"],
    [{ limit: 1000 }, "limit"],
    [{ search: "x".repeat(500) }, "search"],
  ])("refuses bad input %j with a 400 and a message", async (query, field) => {
    const res = await call(getProducts, "GET", "/api/v1/products", { query });
    expect(res.status).toBe(400);
    expect(res.error?.message).toEqual(expect.any(String));
    expect(res.error?.fields?.[field]).toEqual(expect.any(String));
  });
});

describe("GET product", () => {
  it("returns a product with sizes, images and related products with their real rating (none without reviews)", async () => {
    const list = await call(getProducts, "GET", "/api/v1/products");
    const id = (list.data.products as ProductCard[])[0].id;
    const res = await call(getProduct, "GET", "/api/v1/product", { query: { id } });
    expect(res.status).toBe(200);
    const product = res.data.product as ProductCard & {
      related_products: { rating_average: number | null; rating_count: number }[];
      detailed_description: string;
    };
    expect(product.id).toBe(id);
    expect(product.sizes.length).toBeGreaterThan(0);
    expect(product.product_images[0].image_type).toBe("COVER");
    expect(product.detailed_description).toContain("\n");
    expect(product.related_products.length).toBeGreaterThan(0);
    // The demo has no reviews: no related product shows a made-up rating (docs/adr/0014-real-ratings.md).
    expect(product.related_products.every((r) => r.rating_average === null && r.rating_count === 0)).toBe(true);
  });

  it("answers 404 for an unknown id and 400 for a missing or malformed id", async () => {
    expect((await call(getProduct, "GET", "/api/v1/product", { query: { id: 99999999 } })).status).toBe(404);
    const missing = await call(getProduct, "GET", "/api/v1/product");
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toEqual(expect.any(String));
    expect((await call(getProduct, "GET", "/api/v1/product", { query: { id: "1.5" } })).status).toBe(400);
  });
});

describe("categories", () => {
  it("lists TOPS (9) and BOTTOMS (11) with their sub-categories", async () => {
    const res = await call(getCategories, "GET", "/api/v1/categories");
    const categories = res.data.categories as {
      id: number;
      name: string;
      category_subs: { id: number; name: string }[];
    }[];
    const ids = categories.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([9, 11]));
    for (const category of categories) expect(category.category_subs.length).toBeGreaterThanOrEqual(4);
  });

  it("returns one category and one sub-category with its parent", async () => {
    const cat = await call(getCategory, "GET", "/api/v1/category", { query: { id: 9 } });
    expect(cat.data.category).toEqual(
      expect.objectContaining({ id: 9, name: expect.any(String), cover_image_url: expect.any(String) }),
    );
    const subId = (cat.data.category as { category_subs: { id: number }[] }).category_subs[0].id;
    const sub = await call(getCategorySub, "GET", "/api/v1/category-sub", { query: { id: subId } });
    expect(sub.data.category_sub).toEqual(
      expect.objectContaining({
        id: subId,
        show_cover: expect.any(Number),
        category: expect.objectContaining({ id: 9 }),
      }),
    );
    expect((await call(getCategory, "GET", "/api/v1/category", { query: { id: 424242 } })).status).toBe(404);
    expect((await call(getCategorySub, "GET", "/api/v1/category-sub", { query: { id: "x" } })).status).toBe(400);
  });
});
