import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../types";
import { productImages, productSizes, products, relatedProducts } from "../schema";
import { ownSku } from "../../domain/catalog-import/format";
import type { ImportProduct } from "../../domain/catalog-import/model";
import { changes, emptyKind, same, type KindReport } from "./report";

interface PartReport {
  report: KindReport;
  /** Product codes whose sizes, images or related products changed. */
  touched: Set<string>;
}

async function byProduct<T extends { productId: number }>(rows: T[]): Promise<Map<number, T[]>> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Sizes by product code and size code: added, renamed, reordered or given another SKU (kept in `product_sizes.sku`
 * when it is not the derived one); a size the import leaves out is kept.
 */
export async function writeSizes(tx: Tx, list: ImportProduct[], ids: Map<string, number>): Promise<PartReport> {
  const report = emptyKind();
  const touched = new Set<string>();
  const existing = new Map((await tx.select().from(productSizes)).map((s) => [`${s.productId}/${s.sizeCode}`, s]));
  const fresh: (typeof productSizes.$inferInsert)[] = [];
  for (const { fields, sizes } of list) {
    const productId = ids.get(fields.product_code)!;
    for (const [i, s] of sizes.entries()) {
      const desired = { sizeName: s.sizeName, sortOrder: i + 1, sku: ownSku(fields.product_code, s.sizeCode, s.sku) };
      const found = existing.get(`${productId}/${s.sizeCode}`);
      if (!found) {
        fresh.push({ productId, sizeCode: s.sizeCode, ...desired });
        report.created++;
        touched.add(fields.product_code);
        continue;
      }
      const diff = changes(desired, found);
      if (diff) {
        await tx.update(productSizes).set(diff).where(eq(productSizes.id, found.id));
        touched.add(fields.product_code);
      }
      report[diff ? "updated" : "unchanged"]++;
    }
  }
  await insertChunks(fresh, (chunk) => tx.insert(productSizes).values(chunk));
  return { report, touched };
}

/** A product's images in order, the first its cover: replaced as a whole when they differ. */
export async function writeImages(tx: Tx, list: ImportProduct[], ids: Map<string, number>, imageUrl: (ref: string | null) => string | null): Promise<PartReport> {
  const report = emptyKind();
  const touched = new Set<string>();
  const existing = await byProduct(await tx.select().from(productImages).orderBy(productImages.productId, productImages.sortOrder, productImages.id));
  const fresh: (typeof productImages.$inferInsert)[] = [];
  const replaced: number[] = [];
  for (const { fields } of list) {
    const productId = ids.get(fields.product_code)!;
    const desired = fields.images.map((ref, i) => ({ imageUrl: imageUrl(ref)!, imageType: i === 0 ? "COVER" : "GALLERY", sortOrder: i + 1 }));
    const current = (existing.get(productId) ?? []).map((r) => ({ imageUrl: r.imageUrl, imageType: r.imageType, sortOrder: r.sortOrder }));
    if (same(desired, current)) {
      report.unchanged += desired.length;
      continue;
    }
    touched.add(fields.product_code);
    if (current.length) replaced.push(productId);
    report[current.length ? "updated" : "created"] += desired.length;
    fresh.push(...desired.map((d) => ({ productId, ...d })));
  }
  await insertChunks(replaced, (chunk) => tx.delete(productImages).where(inArray(productImages.productId, chunk)));
  await insertChunks(fresh, (chunk) => tx.insert(productImages).values(chunk));
  return { report, touched };
}

/** Related products in order, by product code: replaced as a whole when they differ. Answers the codes it changed. */
export async function writeRelated(tx: Tx, list: ImportProduct[], ids: Map<string, number>): Promise<Set<string>> {
  const touched = new Set<string>();
  const existing = await byProduct(await tx.select().from(relatedProducts).orderBy(relatedProducts.productId, relatedProducts.sortOrder));
  const all = list.some((p) => p.fields.related.some((code) => !ids.has(code))) ? await productIds(tx) : ids;
  const replaced: number[] = [];
  const fresh: (typeof relatedProducts.$inferInsert)[] = [];
  for (const { fields } of list) {
    const productId = ids.get(fields.product_code)!;
    const desired = [...new Set(fields.related.map((code) => all.get(code)!))];
    const current = (existing.get(productId) ?? []).map((r) => r.relatedProductId);
    if (same(desired, current)) continue;
    touched.add(fields.product_code);
    if (current.length) replaced.push(productId);
    fresh.push(...desired.map((relatedProductId, i) => ({ productId, relatedProductId, sortOrder: i + 1 })));
  }
  await insertChunks(replaced, (chunk) => tx.delete(relatedProducts).where(inArray(relatedProducts.productId, chunk)));
  await insertChunks(fresh, (chunk) => tx.insert(relatedProducts).values(chunk));
  return touched;
}

/** Product ids by code, for the files that name products (related products, stock, bundles). */
export async function productIds(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx.select({ id: products.id, code: products.productCode }).from(products);
  return new Map(rows.map((r) => [r.code, r.id]));
}
