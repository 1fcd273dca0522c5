import { asc, eq } from "drizzle-orm";
import { GET as getCategories } from "@/app/api/v1/categories/route";
import { GET as getHome } from "@/app/api/v1/master/page/home/route";
import { GET as getShowrooms } from "@/app/api/v1/master/showroom/route";
import { GET as getRegions } from "@/app/api/v1/master/showroom-region/route";
import { GET as getProduct } from "@/app/api/v1/product/route";
import { GET as getStock } from "@/app/api/v1/product-stock/route";
import { GET as getProducts } from "@/app/api/v1/products/route";
import { GET as getPromos } from "@/app/api/v1/promos/route";
import { getDb } from "@/lib/db";
import {
  bundlePromoProducts,
  productImages,
  productSizes,
  products,
  promos,
  relatedProducts,
  stock,
} from "@/lib/db/schema";
import { runExport, runImport } from "@/lib/server/catalog/catalog-commands";
import { folderSource } from "@/lib/db/catalog-import/source";
import { catalogFolder, emptyShop } from "../support/catalog-import";
import { call } from "../support/http";

/**
 * What a shopper's browser and the pages read: the whole listing (every product and price), the detail and stock
 * answers of every tenth product (each answer is the same query over other rows: all of them cost ~1,000 calls, 97 s on
 * a busy machine), the showrooms and the home page; and every row behind the rest (products, sizes, images, related
 * products, stock, promos), which the answers are made from.
 */
async function answers() {
  const listing = [];
  for (let page = 1; ; page++) {
    const res = await call(getProducts, "GET", "/api/v1/products", { query: { page, limit: 48 } });
    const items = res.data.products as { id: number }[];
    listing.push(...items);
    if (items.length < 48) break;
  }
  const ids = listing.map((p) => p.id).filter((_, i) => i % 10 === 0);
  const details = [];
  const stockAnswers = [];
  for (const id of ids) {
    details.push((await call(getProduct, "GET", "/api/v1/product", { query: { id } })).data);
    stockAnswers.push((await call(getStock, "GET", "/api/v1/product-stock", { query: { id } })).data);
  }
  const db = await getDb();
  return {
    listing,
    details,
    stock: stockAnswers,
    sale: (
      await call(getProducts, "GET", "/api/v1/products", { query: { page: 1, limit: 48, sale: 1, sort: "PRICE_ASC" } })
    ).data,
    categories: (await call(getCategories, "GET", "/api/v1/categories")).data,
    showrooms: (await call(getShowrooms, "GET", "/api/v1/master/showroom")).data,
    regions: (await call(getRegions, "GET", "/api/v1/master/showroom-region", { query: { store_listing: 1 } })).data,
    home: (await call(getHome, "GET", "/api/v1/master/page/home")).data,
    promos: (await call(getPromos, "GET", "/api/v1/promos")).data,
    productRows: (await db.select().from(products).orderBy(asc(products.id))).map(({ createdAt: _c, ...p }) => p),
    sizeRows: (
      await db.select().from(productSizes).orderBy(asc(productSizes.productId), asc(productSizes.sizeCode))
    ).map(({ id: _id, ...z }) => z),
    imageRows: (await db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.id))).map(
      ({ id: _id, ...i }) => i,
    ),
    relatedRows: await db
      .select()
      .from(relatedProducts)
      .orderBy(asc(relatedProducts.productId), asc(relatedProducts.relatedProductId)),
    // When the stock was counted is the export's time after the round trip; the count itself is the same.
    stockRows: (
      await db.select().from(stock).orderBy(asc(stock.showroomId), asc(stock.productId), asc(stock.sizeCode))
    ).map(({ countedAt: _countedAt, ...s }) => s),
    promoRows: (await db.select().from(promos).orderBy(asc(promos.id))).map(({ usedCount: _used, ...p }) => p),
    bundleTargets: await db.select().from(bundlePromoProducts).orderBy(asc(bundlePromoProducts.id)),
  };
}

describe("the demo shop's round trip: export, then import into an empty shop", () => {
  it("gives the same API answers for products, sizes, prices, stock, showrooms, home and promos", async () => {
    // Texts a spreadsheet would run as formulas: exported behind an apostrophe, imported back as they were.
    const formulas = ['=HYPERLINK("https://evil.example","Klik")', "@SUM(1+1)", "+62 Kaos Polos", "-Sale- Kemeja"];
    const db = await getDb();
    const firsts = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(4);
    for (const [i, { id }] of firsts.entries())
      await db
        .update(products)
        .set({ productName: formulas[i]!, shortDescription: formulas[(i + 1) % formulas.length]! })
        .where(eq(products.id, id));
    const before = await answers();
    expect(before.listing.length).toBeGreaterThan(200);
    // The demo's styles (issue #51) go out and come back: several products share each, and their cards show the colours.
    const styled = before.productRows.filter((p) => p.style !== null);
    expect(styled.length).toBeGreaterThan(100);
    expect(new Set(styled.map((p) => p.style)).size).toBeLessThan(styled.length / 2);
    expect(before.listing.filter((p) => (p as { colours?: unknown[] }).colours?.length).length).toBeGreaterThan(100);
    const exported = await runExport();
    const csv = exported.files["products.csv"]!.toString("utf8");
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""Klik"")"`);
    for (const text of formulas.slice(1)) expect(csv).toContain(`,'${text},`);
    const dir = await catalogFolder(exported.files, exported.images);
    await emptyShop();
    expect(
      (await call(getProducts, "GET", "/api/v1/products", { query: { page: 1, limit: 8 } })).data.products,
    ).toEqual([]);
    const started = Date.now();
    const out = await runImport(await folderSource(dir), { dryRun: false, deactivateMissing: false });
    console.log(
      `demo catalogue import into an empty ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"} database: ${Date.now() - started} ms`,
    );
    expect(out.code).toBe(0);
    expect(await answers()).toEqual(before);
    const again = await runImport(await folderSource(dir), { dryRun: false, deactivateMissing: false });
    expect(again.lines[0]).toBe("imported: nothing changed");
  }, 180_000); // two imports and two readings of the shop: 55 s on a machine busy with CI's other lane
});
