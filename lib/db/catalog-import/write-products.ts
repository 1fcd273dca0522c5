import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../types";
import { productGroups, productPriceHistory, products, productSubGroups } from "../schema";
import { categoryKey, type ImportProduct } from "../../domain/catalog-import/model";
import { freeId } from "./conflict";
import { changes, emptyKind, type KindReport } from "./report";
import { categoryIds } from "./write-categories";
import { writeImages, writeRelated, writeSizes } from "./write-product-parts";

/** Group and sub-group ids by `group` and `group/sub` name, creating the ones the import names first. */
async function groupIds(tx: Tx, list: ImportProduct[]): Promise<Map<string, number>> {
  const ids = new Map((await tx.select().from(productGroups)).map((g) => [g.name, g.id]));
  const groupName = new Map([...ids].map(([name, id]) => [id, name]));
  for (const s of await tx.select().from(productSubGroups)) ids.set(categoryKey(groupName.get(s.groupId) ?? "", s.name), s.id);
  const takenGroups = new Set(groupName.keys());
  const takenSubs = new Set((await tx.select({ id: productSubGroups.id }).from(productSubGroups)).map((s) => s.id));
  for (const { line, fields: p } of list) {
    let groupId = ids.get(p.group);
    if (groupId === undefined) {
      const id = freeId(p.group_id, takenGroups, { file: "products.csv", line, column: "group_id" });
      groupId = (await tx.insert(productGroups).values({ ...id, name: p.group }).returning({ id: productGroups.id }))[0]!.id;
      takenGroups.add(groupId);
      ids.set(p.group, groupId);
    }
    const subKey = p.sub_group ? categoryKey(p.group, p.sub_group) : null;
    if (subKey && !ids.has(subKey)) {
      const id = freeId(p.sub_group_id, takenSubs, { file: "products.csv", line, column: "sub_group_id" });
      const subId = (await tx.insert(productSubGroups).values({ ...id, groupId, name: p.sub_group! }).returning({ id: productSubGroups.id }))[0]!.id;
      takenSubs.add(subId);
      ids.set(subKey, subId);
    }
  }
  return ids;
}

export interface ProductsReport {
  products: KindReport;
  sizes: KindReport;
  images: KindReport;
}

/**
 * Products by product code, their sizes by SKU, images and related products: inserted, updated where a field differs
 * (a price change is written to product_price_history), left as they are otherwise. With `deactivateMissing`, an
 * active product the import does not name is deactivated; nothing is ever deleted.
 */
export async function writeProducts(tx: Tx, list: ImportProduct[], imageUrl: (ref: string | null) => string | null, deactivateMissing: boolean): Promise<ProductsReport> {
  const report = emptyKind();
  const cats = await categoryIds(tx);
  const groups = await groupIds(tx, list);
  const existing = new Map((await tx.select().from(products)).map((p) => [p.productCode, p]));
  const ids = new Map<string, number>();
  const changed = new Set<string>();
  const fresh: (typeof products.$inferInsert)[] = [];
  const takenIds = new Set([...existing.values()].map((p) => p.id));
  for (const { line, fields: p } of list) {
    const desired = {
      productName: p.name, categoryId: cats.get(p.category)!, categorySubId: cats.get(categoryKey(p.category, p.sub_category))!,
      groupId: groups.get(p.group)!, subGroupId: p.sub_group ? groups.get(categoryKey(p.group, p.sub_group))! : null,
      retailPrice: p.retail_price, netPrice: p.net_price, directDiscPercent: p.discount_percent, directDiscNominal: p.discount_amount,
      shortDescription: p.short_description, detailedDescription: p.description, sizeChartUrl: imageUrl(p.size_chart),
      colorName: p.colour, weightGrams: p.weight_grams, isActive: p.active, ...(p.created_at ? { createdAt: p.created_at } : {}),
    };
    const found = existing.get(p.product_code);
    if (!found) {
      const id = freeId(p.product_id, takenIds, { file: "products.csv", line, column: "product_id" });
      if (id.id) takenIds.add(id.id);
      fresh.push({ ...id, productCode: p.product_code, ...desired });
      continue;
    }
    ids.set(p.product_code, found.id);
    const diff = changes(desired, found);
    if (!diff) continue;
    changed.add(p.product_code);
    await tx.update(products).set(diff).where(eq(products.id, found.id));
    if (diff.netPrice !== undefined || diff.retailPrice !== undefined) {
      await tx.insert(productPriceHistory).values({
        productId: found.id, fromNetPrice: found.netPrice, fromRetailPrice: found.retailPrice, toNetPrice: desired.netPrice, toRetailPrice: desired.retailPrice, note: "catalog import",
      });
    }
  }
  for (let i = 0; i < fresh.length; i += 500) {
    const rows = await tx.insert(products).values(fresh.slice(i, i + 500)).returning({ id: products.id, code: products.productCode });
    for (const row of rows) ids.set(row.code, row.id);
  }
  const sizes = await writeSizes(tx, list, ids);
  const images = await writeImages(tx, list, ids, imageUrl);
  const related = await writeRelated(tx, list, ids);
  for (const code of [...sizes.touched, ...images.touched, ...related]) changed.add(code);
  report.created = fresh.length;
  report.updated = [...changed].filter((code) => existing.has(code)).length;
  report.unchanged = list.length - report.created - report.updated;
  if (deactivateMissing) {
    const named = new Set(ids.values());
    const active = await tx.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    const missing = active.map((r) => r.id).filter((id) => !named.has(id));
    for (let i = 0; i < missing.length; i += 1000) {
      await tx.update(products).set({ isActive: false }).where(inArray(products.id, missing.slice(i, i + 1000)));
    }
    report.deactivated = missing.length;
  }
  return { products: report, sizes: sizes.report, images: images.report };
}
