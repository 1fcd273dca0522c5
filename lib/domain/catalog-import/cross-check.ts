import { CATALOG_FILES, IMAGES_DIR } from "./format";
import type { ImportIssue } from "./issues";
import { categoryKey, type CatalogImport, type KnownCatalog } from "./model";

/** A reference to a published URL (kept as it is) rather than a file of the import's images/ folder. */
export const isUrl = (value: string) => value.startsWith("/") || /^https?:\/\//i.test(value);

/** What the import's files and the database together hold, for checking each reference once. */
function union(data: CatalogImport, known: KnownCatalog) {
  const categories = data.categories
    ? new Set(data.categories.flatMap((c) => [c.name, ...c.subs.map((s) => categoryKey(c.name, s.name))]))
    : known.categories;
  const productCodes = new Set([...known.productCodes, ...(data.products ?? []).map((p) => p.fields.product_code)]);
  const skus = new Set([...known.skus, ...(data.products ?? []).flatMap((p) => p.sizes.map((s) => s.sku))]);
  const showrooms = data.showrooms ? new Set(data.showrooms.list.map((s) => s.name)) : known.showrooms;
  const groups = new Set(known.groups);
  for (const p of data.products ?? []) {
    groups.add(p.fields.group);
    if (p.fields.sub_group) groups.add(categoryKey(p.fields.group, p.fields.sub_group));
  }
  return { categories, productCodes, skus, showrooms, groups };
}

/**
 * References across files: categories, showrooms, SKUs, products, groups, districts and image files. A reference into
 * a file that already has problems (`broken`) is not checked: its bad rows are reported, not every row naming them.
 */
export function crossCheck(data: CatalogImport, known: KnownCatalog, broken: ReadonlySet<string> = new Set()): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const ok = (file: string) => !broken.has(file);
  const all = union(data, known);
  const where = data.categories ? CATALOG_FILES.categories : "the shop";
  const image = (file: string, line: number, column: string, value: string | null) => {
    if (value && !isUrl(value) && !data.images.has(value)) issues.push({ file, line, column, message: `no image "${value}" in ${IMAGES_DIR}/` });
  };
  for (const c of data.categories ?? []) {
    image(CATALOG_FILES.categories, c.line, "cover_image", c.coverImage);
    for (const s of c.subs) image(CATALOG_FILES.categories, s.line, "cover_image", s.coverImage);
  }
  for (const { line, fields: p } of data.products ?? []) {
    const file = CATALOG_FILES.products;
    const checkCategory = ok(CATALOG_FILES.categories);
    if (checkCategory && !all.categories.has(p.category)) {
      issues.push({ file, line, column: "category", message: `unknown category "${p.category}" (not in ${where})` });
    } else if (checkCategory && !all.categories.has(categoryKey(p.category, p.sub_category))) {
      issues.push({ file, line, column: "sub_category", message: `unknown sub-category "${p.sub_category}" of "${p.category}" (not in ${where})` });
    }
    const related = ok(file) ? p.related : [];
    for (const code of related) if (!all.productCodes.has(code)) issues.push({ file, line, column: "related", message: `unknown product code "${code}"` });
    for (const name of p.images) image(file, line, "images", name);
    image(file, line, "size_chart", p.size_chart);
  }
  for (const s of data.showrooms?.list ?? []) {
    if (!known.districts.has(s.district_code)) issues.push({ file: CATALOG_FILES.showrooms, line: s.line, column: "district_code", message: `unknown district code "${s.district_code}"` });
  }
  const showroomsWhere = data.showrooms ? CATALOG_FILES.showrooms : "the shop";
  for (const s of data.stock ?? []) {
    if (ok(CATALOG_FILES.products) && !all.skus.has(s.sku)) issues.push({ file: CATALOG_FILES.stock, line: s.line, column: "sku", message: `unknown SKU "${s.sku}"` });
    if (ok(CATALOG_FILES.showrooms) && !all.showrooms.has(s.showroom)) issues.push({ file: CATALOG_FILES.stock, line: s.line, column: "showroom", message: `unknown showroom "${s.showroom}" (not in ${showroomsWhere})` });
  }
  for (const b of ok(CATALOG_FILES.products) ? (data.bundles ?? []) : []) {
    for (const target of b.targets) {
      const [kind, ...rest] = target.split(":");
      const value = rest.join(":");
      const found = kind === "product" ? all.productCodes.has(value) : all.groups.has(value);
      if (!found) issues.push({ file: CATALOG_FILES.bundles, line: b.line, column: "targets", message: `unknown ${kind?.replace("_", "-")} "${value}"` });
    }
  }
  return issues;
}
