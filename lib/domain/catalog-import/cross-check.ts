import { CATALOG_FILES, IMAGES_DIR } from "./format";
import type { ImportIssue } from "./issues";
import {
  categoryKey,
  type ImportBundle,
  type ImportProduct,
  type ImportStock,
  type KnownCatalog,
  type SmallImport,
} from "./model";
import type { ProductsRead } from "./stream-builders";

/** Where a file of images/ is first named: its problems are reported there. */
export interface ImageUse {
  file: string;
  line: number;
  column: string;
}

/** A reference to a published URL (kept as it is) rather than a file of the import's images/ folder. */
export const isUrl = (value: string) => value.startsWith("/") || /^https?:\/\//i.test(value);

/**
 * References across files (categories, showrooms, SKUs, products, groups, districts and image files), checked as the
 * rows stream by: products.csv's rows as they are read, stock.csv's against the SKUs of products.csv and the shop, and
 * at the end what may name a product further down its file (related products, bundle targets). A reference into a
 * file whose rows have problems (`rowIssues`) is not checked: its bad rows are reported, not every row naming them.
 */
export function referenceCheck(data: SmallImport, known: KnownCatalog, rowIssues: readonly ImportIssue[]) {
  const broken = (file: string) => rowIssues.some((i) => i.file === file);
  const issues: ImportIssue[] = [];
  const categories = data.categories
    ? new Set(data.categories.flatMap((c) => [c.name, ...c.subs.map((s) => categoryKey(c.name, s.name))]))
    : known.categories;
  const showrooms = data.showrooms ? new Set(data.showrooms.list.map((s) => s.name)) : known.showrooms;
  const groups = new Set(known.groups);
  const referenced = new Map<string, ImageUse>();
  const image = (file: string, line: number, column: string, value: string | null) => {
    if (!value || isUrl(value)) return;
    if (!data.images.has(value)) issues.push({ file, line, column, message: `no image "${value}" in ${IMAGES_DIR}/` });
    else if (!referenced.has(value)) referenced.set(value, { file, line, column });
  };
  const where = data.categories ? CATALOG_FILES.categories : "the shop";
  const showroomsWhere = data.showrooms ? CATALOG_FILES.showrooms : "the shop";
  for (const c of data.categories ?? []) {
    image(CATALOG_FILES.categories, c.line, "cover_image", c.coverImage);
    for (const s of c.subs) image(CATALOG_FILES.categories, s.line, "cover_image", s.coverImage);
  }
  for (const s of data.showrooms?.list ?? []) {
    if (!known.districts.has(s.district_code))
      issues.push({
        file: CATALOG_FILES.showrooms,
        line: s.line,
        column: "district_code",
        message: `unknown district code "${s.district_code}"`,
      });
  }
  let checkCategories = true;
  let checkSkus = true;
  let checkShowrooms = true;
  const related: { line: number; code: string }[] = [];
  let read: ProductsRead | undefined;
  const productKnown = (code: string) => known.productCodes.has(code) || !!read?.codes.has(code);
  return {
    /** The showrooms stock.csv may name, in a fixed order (stock's duplicate check numbers them). */
    showrooms: [...showrooms],
    /** Call before the products stream. */
    startProducts() {
      checkCategories = !broken(CATALOG_FILES.categories);
    },
    product({ line, fields: p }: ImportProduct) {
      const file = CATALOG_FILES.products;
      if (checkCategories && !categories.has(p.category)) {
        issues.push({ file, line, column: "category", message: `unknown category "${p.category}" (not in ${where})` });
      } else if (checkCategories && !categories.has(categoryKey(p.category, p.sub_category))) {
        issues.push({
          file,
          line,
          column: "sub_category",
          message: `unknown sub-category "${p.sub_category}" of "${p.category}" (not in ${where})`,
        });
      }
      groups.add(p.group);
      if (p.sub_group) groups.add(categoryKey(p.group, p.sub_group));
      for (const code of p.related) related.push({ line, code });
      for (const name of p.images) image(file, line, "images", name);
      image(file, line, "size_chart", p.size_chart);
    },
    /** Call after the products stream (with what it read) and before the stock's. */
    endProducts(products: ProductsRead | undefined) {
      read = products;
      const ok = !broken(CATALOG_FILES.products);
      for (const r of ok ? related : [])
        if (!productKnown(r.code))
          issues.push({
            file: CATALOG_FILES.products,
            line: r.line,
            column: "related",
            message: `unknown product code "${r.code}"`,
          });
      related.length = 0;
      checkSkus = ok;
      checkShowrooms = !broken(CATALOG_FILES.showrooms);
    },
    stock(s: ImportStock) {
      if (checkSkus && !known.skus.has(s.sku) && !read?.skus.has(s.sku))
        issues.push({ file: CATALOG_FILES.stock, line: s.line, column: "sku", message: `unknown SKU "${s.sku}"` });
      if (checkShowrooms && !showrooms.has(s.showroom))
        issues.push({
          file: CATALOG_FILES.stock,
          line: s.line,
          column: "showroom",
          message: `unknown showroom "${s.showroom}" (not in ${showroomsWhere})`,
        });
    },
    bundles(list: ImportBundle[] | undefined) {
      if (!checkSkus) return;
      for (const b of list ?? []) {
        for (const target of b.targets) {
          const [kind, ...rest] = target.split(":");
          const value = rest.join(":");
          const found = kind === "product" ? productKnown(value) : groups.has(value);
          if (!found)
            issues.push({
              file: CATALOG_FILES.bundles,
              line: b.line,
              column: "targets",
              message: `unknown ${kind?.replace("_", "-")} "${value}"`,
            });
        }
      }
    },
    /** The files of images/ the rows name, with where each is first named (each checked once, after the rows). */
    referenced,
    /** The references found wrong (apart from the rows' own problems, which decide what is `broken`). */
    issues,
  };
}

export type ReferenceCheck = ReturnType<typeof referenceCheck>;
