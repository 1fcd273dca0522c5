/**
 * Bench-only: prepares a database folder holding the demo shop grown to N products (generated copies of the
 * demo products with their own ids and codes, their sizes, and stock at one hub). Never committed, never used by tests.
 */
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import { connect } from "../../lib/db/connect";
import { seedDemo } from "../../lib/db/seed";
import { productImages, productSizes, products, stock } from "../../lib/db/schema";

const BATCH = 1000;
const HUB = 3;

export async function prepareCatalog(dataDir: string, total: number): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  const { db, close } = await connect({ dataDir: `${dataDir}/pglite`, prepare: seedDemo });
  try {
    const demo = await db.select().from(products);
    const images = await db.select().from(productImages);
    const sizes = await db.select().from(productSizes);
    const cover = new Map(images.filter((i) => i.imageType === "COVER").map((i) => [i.productId, i.imageUrl]));
    const sizesOf = new Map<number, (typeof sizes)[number][]>();
    for (const size of sizes) sizesOf.set(size.productId, [...(sizesOf.get(size.productId) ?? []), size]);
    const [{ maxId }] = await db.select({ maxId: sql<number>`max(id)` }).from(products);
    const base = new Date("2026-07-01T00:00:00Z").getTime();
    for (let start = demo.length; start < total; start += BATCH) {
      const rows = [];
      const imageRows = [];
      const sizeRows = [];
      const stockRows = [];
      for (let i = start; i < Math.min(total, start + BATCH); i++) {
        const source = demo[i % demo.length];
        const id = Number(maxId) + 1 + i - demo.length;
        rows.push({
          ...source,
          id,
          productCode: `BN-${String(id).padStart(7, "0")}`,
          productName: `${source.productName} #${id}`,
          searchText: `${source.searchText} bn-${id}`,
          // Older than the demo products, so page 1 of "newest" is the same at every size.
          createdAt: new Date(base - i * 60_000),
        });
        imageRows.push({ productId: id, imageUrl: cover.get(source.id) ?? "", imageType: "COVER", sortOrder: 0 });
        for (const size of sizesOf.get(source.id) ?? []) {
          sizeRows.push({ productId: id, sizeCode: size.sizeCode, sizeName: size.sizeName, sortOrder: size.sortOrder });
          stockRows.push({
            showroomId: HUB,
            productId: id,
            sizeCode: size.sizeCode,
            qty: (i % 7) + (i % 3 === 0 ? 0 : 1),
          });
        }
      }
      await db.insert(products).values(rows);
      await db.insert(productImages).values(imageRows);
      if (sizeRows.length) await db.insert(productSizes).values(sizeRows);
      if (stockRows.length) await db.insert(stock).values(stockRows);
    }
    await db.execute(sql`ANALYZE`);
  } finally {
    await close();
  }
}
