import type { Db } from "../types";
import {
  categories,
  categorySubs,
  productGroups,
  productSizes,
  products,
  productSubGroups,
  showrooms,
  subdistricts,
} from "../schema";
import { effectiveSku } from "../../domain/catalog-import/format";
import { categoryKey, type KnownCatalog } from "../../domain/catalog-import/model";

/** What the shop already holds, for checking an import's references to rows its files do not carry. */
export async function knownCatalog(db: Db): Promise<KnownCatalog> {
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const catName = new Map(cats.map((c) => [c.id, c.name]));
  const subs = await db.select({ categoryId: categorySubs.categoryId, name: categorySubs.name }).from(categorySubs);
  const groups = await db.select().from(productGroups);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const subGroups = await db.select().from(productSubGroups);
  const codes = await db.select({ id: products.id, code: products.productCode }).from(products);
  const codeById = new Map(codes.map((p) => [p.id, p.code]));
  const sizes = await db
    .select({ productId: productSizes.productId, sizeCode: productSizes.sizeCode, sku: productSizes.sku })
    .from(productSizes);
  return {
    categories: new Set([
      ...cats.map((c) => c.name),
      ...subs.map((s) => categoryKey(catName.get(s.categoryId) ?? "", s.name)),
    ]),
    showrooms: new Set((await db.select({ name: showrooms.showroomName }).from(showrooms)).map((s) => s.name)),
    productCodes: new Set(codes.map((c) => c.code)),
    skus: new Set(sizes.map((s) => effectiveSku(codeById.get(s.productId) ?? "", s.sizeCode, s.sku))),
    groups: new Set([
      ...groups.map((g) => g.name),
      ...subGroups.map((s) => categoryKey(groupName.get(s.groupId) ?? "", s.name)),
    ]),
    districts: new Set((await db.select({ id: subdistricts.id }).from(subdistricts)).map((d) => d.id)),
  };
}
