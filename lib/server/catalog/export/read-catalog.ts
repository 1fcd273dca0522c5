import "server-only";
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/db";
import {
  categories,
  categorySubs,
  productGroups,
  productImages,
  productSizes,
  products,
  productSubGroups,
  relatedProducts,
} from "@/lib/db/schema";
import type { ContentTranslations } from "@/lib/domain/content-translations";
import { effectiveSku, TRANSLATION_LANGS } from "@/lib/domain/catalog-import/format";

type Cells = Record<string, string | number | boolean | null>;

function translationCells(translations: ContentTranslations, fields: Record<string, string>): Cells {
  const out: Cells = {};
  for (const lang of TRANSLATION_LANGS)
    for (const [field, column] of Object.entries(fields))
      out[`${column}_${lang}`] = translations[lang]?.[field] ?? null;
  return out;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}

/** categories.csv rows: each category, then its sub-categories, in their order. */
export async function categoryRows(db: Db, image: (url: string | null) => string | null): Promise<Cells[]> {
  const cats = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
  const subs = groupBy(
    await db.select().from(categorySubs).orderBy(asc(categorySubs.sortOrder), asc(categorySubs.id)),
    (s) => s.categoryId,
  );
  return cats.flatMap((c) => [
    {
      id: c.id,
      category: c.name,
      sub_category: null,
      cover_image: image(c.coverImageUrl),
      cover_text: c.coverText,
      show_cover: null,
      ...translationCells(c.translations, { name: "name", coverText: "cover_text" }),
    },
    ...(subs.get(c.id) ?? []).map((s) => ({
      id: s.id,
      category: c.name,
      sub_category: s.name,
      cover_image: image(s.coverImageUrl),
      cover_text: s.coverText,
      show_cover: s.showCover,
      ...translationCells(s.translations, { name: "name", coverText: "cover_text" }),
    })),
  ]);
}

/** products.csv rows: one per size, the product's fields on its first row (as Shopify's CSV does). */
export async function productRows(
  db: Db,
  image: (url: string | null) => string | null,
): Promise<{ rows: Cells[]; skipped: string[] }> {
  const catName = new Map((await db.select().from(categories)).map((c) => [c.id, c.name]));
  const subName = new Map((await db.select().from(categorySubs)).map((s) => [s.id, s.name]));
  const groupName = new Map((await db.select().from(productGroups)).map((g) => [g.id, g.name]));
  const subGroupName = new Map((await db.select().from(productSubGroups)).map((g) => [g.id, g.name]));
  const list = await db.select().from(products).orderBy(asc(products.id));
  const code = new Map(list.map((p) => [p.id, p.productCode]));
  const sizes = groupBy(
    await db.select().from(productSizes).orderBy(asc(productSizes.sortOrder), asc(productSizes.id)),
    (s) => s.productId,
  );
  const images = groupBy(
    await db.select().from(productImages).orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    (i) => i.productId,
  );
  const related = groupBy(
    await db.select().from(relatedProducts).orderBy(asc(relatedProducts.sortOrder)),
    (r) => r.productId,
  );
  const rows: Cells[] = [];
  const skipped: string[] = [];
  for (const p of list) {
    const own = sizes.get(p.id) ?? [];
    if (!own.length) {
      skipped.push(p.productCode);
      continue;
    }
    own.forEach((s, i) => {
      const size = {
        product_code: p.productCode,
        sku: effectiveSku(p.productCode, s.sizeCode, s.sku),
        size: s.sizeCode,
        size_name: s.sizeName === s.sizeCode ? null : s.sizeName,
      };
      if (i > 0) return void rows.push(size);
      rows.push({
        ...size,
        product_id: p.id,
        group_id: p.groupId,
        sub_group_id: p.subGroupId,
        name: p.productName,
        category: catName.get(p.categoryId) ?? "",
        sub_category: subName.get(p.categorySubId) ?? "",
        group: groupName.get(p.groupId) ?? "",
        sub_group: p.subGroupId ? (subGroupName.get(p.subGroupId) ?? null) : null,
        short_description: p.shortDescription,
        description: p.detailedDescription,
        retail_price: p.retailPrice,
        net_price: p.netPrice,
        discount_percent: p.directDiscPercent,
        discount_amount: p.directDiscNominal,
        weight_grams: p.weightGrams,
        colour: p.colorName,
        style: p.style,
        size_chart: image(p.sizeChartUrl),
        active: p.isActive,
        created_at: p.createdAt.toISOString(),
        images: (images.get(p.id) ?? []).map((img) => image(img.imageUrl)).join("|"),
        related: (related.get(p.id) ?? []).map((r) => code.get(r.relatedProductId)).join("|"),
      });
    });
  }
  return { rows, skipped };
}
