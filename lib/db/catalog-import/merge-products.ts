import { sql } from "drizzle-orm";
import type { Tx } from "../types";
import { productGroups, productSubGroups } from "../schema";
import { categoryKey } from "../../domain/catalog-import/model";
import type { ImportIssue } from "../../domain/catalog-import/issues";
import { freeId } from "./conflict";
import { emptyKind, type KindReport } from "./report";
import { mergeImages, mergeRelated, mergeSizes } from "./merge-product-parts";
import { count, rows } from "./stage";

/** The product's own columns, in the order both sides of a comparison list them. */
const FIELDS = [
  "product_name",
  "category_id",
  "category_sub_id",
  "group_id",
  "sub_group_id",
  "retail_price",
  "net_price",
  "direct_disc_percent",
  "direct_disc_nominal",
  "short_description",
  "detailed_description",
  "size_chart_url",
  "color_name",
  "style",
  "weight_grams",
  "is_active",
  "created_at",
] as const;

const list = (prefix: string) => sql.raw(FIELDS.map((f) => `${prefix}.${f}`).join(", "));

/** A staged image reference as the shop stores it: a photo of the import becomes its address, an address stays. */
const url = (ref: string) => `coalesce((SELECT ph.url FROM import_photos ph WHERE ph.ref = ${ref}), ${ref})`;

/** Groups and sub-groups by name, created (with the id the first row naming them gives) when the shop has none. */
async function ensureGroups(tx: Tx): Promise<void> {
  const ids = new Map((await tx.select().from(productGroups)).map((g) => [g.name, g.id]));
  const groupName = new Map([...ids].map(([name, id]) => [id, name]));
  const subs = await tx.select().from(productSubGroups);
  for (const s of subs) ids.set(categoryKey(groupName.get(s.groupId) ?? "", s.name), s.id);
  const takenGroups = new Set(groupName.keys());
  const takenSubs = new Set(subs.map((s) => s.id));
  const named = await rows<{
    line: number;
    grp: string;
    sub_group: string | null;
    group_id: number | null;
    sub_group_id: number | null;
  }>(
    tx,
    sql`
    SELECT * FROM (SELECT DISTINCT ON (grp, sub_group) line, grp, sub_group, group_id, sub_group_id FROM import_products ORDER BY grp, sub_group, line) g ORDER BY line`,
  );
  for (const { line, grp, sub_group, group_id, sub_group_id } of named) {
    let groupId = ids.get(grp);
    if (groupId === undefined) {
      const id = freeId(group_id, takenGroups, { file: "products.csv", line, column: "group_id" });
      groupId = (
        await tx
          .insert(productGroups)
          .values({ ...id, name: grp })
          .returning({ id: productGroups.id })
      )[0]!.id;
      takenGroups.add(groupId);
      ids.set(grp, groupId);
    }
    const subKey = sub_group ? categoryKey(grp, sub_group) : null;
    if (subKey && !ids.has(subKey)) {
      const id = freeId(sub_group_id, takenSubs, { file: "products.csv", line, column: "sub_group_id" });
      const subId = (
        await tx
          .insert(productSubGroups)
          .values({ ...id, groupId, name: sub_group! })
          .returning({ id: productSubGroups.id })
      )[0]!.id;
      takenSubs.add(subId);
      ids.set(subKey, subId);
    }
  }
}

/**
 * What the files ask that the shop refuses, found before anything is written: an id another product holds, the same
 * size twice in one product, and a SKU that a size the import leaves alone still carries (products.csv line, column).
 */
export async function productConflicts(tx: Tx): Promise<ImportIssue[]> {
  const file = "products.csv";
  const ids = await rows<{ line: number; want_id: number }>(
    tx,
    sql`
    SELECT s.line, s.want_id FROM import_products s
    WHERE s.want_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM products p WHERE p.product_code = s.code)
      AND (EXISTS (SELECT 1 FROM products p WHERE p.id = s.want_id)
        OR EXISTS (SELECT 1 FROM import_products o WHERE o.want_id = s.want_id AND o.line < s.line AND NOT EXISTS (SELECT 1 FROM products p WHERE p.product_code = o.code)))`,
  );
  const sizes = await rows<{ line: number; first: number }>(
    tx,
    sql`
    SELECT line, first FROM (SELECT line, min(line) OVER (PARTITION BY code, size_code) AS first FROM import_sizes) s WHERE line > first`,
  );
  const skus = await rows<{ line: number; sku: string; code: string; size_code: string }>(
    tx,
    sql`
    SELECT s.line, s.sku, p.product_code AS code, ps.size_code FROM import_sizes s
    JOIN product_sizes ps ON ps.sku = s.sku JOIN products p ON p.id = ps.product_id
    WHERE NOT EXISTS (SELECT 1 FROM import_sizes o WHERE o.code = p.product_code AND o.size_code = ps.size_code)`,
  );
  return [
    ...ids.map((r) => ({
      file,
      line: r.line,
      column: "product_id",
      message: `the id ${r.want_id} belongs to another row of the shop`,
    })),
    ...sizes.map((r) => ({ file, line: r.line, column: "size", message: `duplicates the size of line ${r.first}` })),
    ...skus.map((r) => ({
      file,
      line: r.line,
      column: "sku",
      message: `the SKU "${r.sku}" belongs to size ${r.size_code} of product ${r.code} in the shop, which this import leaves as it is`,
    })),
  ];
}

export interface ProductsReport {
  products: KindReport;
  sizes: KindReport;
  images: KindReport;
}

/**
 * Products by product code (then their sizes, images and related products) from the staged rows, in a few set-based
 * statements: inserted, updated where a column differs (a price change is written to product_price_history), left
 * alone otherwise. With `deactivateMissing`, an active product the import does not name is deactivated; nothing is
 * ever deleted.
 */
export async function mergeProducts(tx: Tx, deactivateMissing: boolean): Promise<ProductsReport> {
  await ensureGroups(tx);
  // created_at only when the file gives one: otherwise the product keeps its own.
  await tx.execute(
    sql.raw(`CREATE TEMP TABLE import_desired ON COMMIT DROP AS
    SELECT s.code, s.want_id, p0.id AS existing_id, s.name AS product_name, c.id AS category_id, cs.id AS category_sub_id, g.id AS group_id,
      sg.id AS sub_group_id, s.retail_price, s.net_price, s.disc_percent AS direct_disc_percent, s.disc_amount AS direct_disc_nominal,
      s.short_description, s.description AS detailed_description, ${url("s.size_chart")} AS size_chart_url, s.colour AS color_name, s.style,
      s.weight_grams, s.active AS is_active, coalesce(s.created_at, p0.created_at, now()) AS created_at, s.images, s.related
    FROM import_products s
    JOIN categories c ON c.name = s.category JOIN category_subs cs ON cs.category_id = c.id AND cs.name = s.sub_category
    JOIN product_groups g ON g.name = s.grp LEFT JOIN product_sub_groups sg ON sg.group_id = g.id AND sg.name = s.sub_group
    LEFT JOIN products p0 ON p0.product_code = s.code`),
  );
  await tx.execute(sql.raw(`CREATE TEMP TABLE import_touched (id int PRIMARY KEY) ON COMMIT DROP`));
  const total = await count(tx, sql`SELECT count(*)::int AS n FROM import_desired`);
  const columns = sql.raw(FIELDS.join(", "));
  await tx.execute(sql`INSERT INTO product_price_history (product_id, from_net_price, from_retail_price, to_net_price, to_retail_price, note)
    SELECT p.id, p.net_price, p.retail_price, d.net_price, d.retail_price, 'catalog import' FROM products p JOIN import_desired d ON d.existing_id = p.id
    WHERE (p.net_price, p.retail_price) IS DISTINCT FROM (d.net_price, d.retail_price)`);
  await tx.execute(sql`WITH u AS (UPDATE products p SET (${columns}) = (${list("d")}) FROM import_desired d
      WHERE d.existing_id = p.id AND (${list("p")}) IS DISTINCT FROM (${list("d")}) RETURNING p.id)
    INSERT INTO import_touched SELECT id FROM u`);
  await tx.execute(sql`INSERT INTO products (id, product_code, ${columns}) SELECT d.want_id, d.code, ${list("d")} FROM import_desired d
    WHERE d.existing_id IS NULL AND d.want_id IS NOT NULL`);
  await tx.execute(sql`INSERT INTO products (product_code, ${columns}) SELECT d.code, ${list("d")} FROM import_desired d
    WHERE d.existing_id IS NULL AND d.want_id IS NULL ORDER BY d.code`);
  await tx.execute(
    sql.raw(`CREATE TEMP TABLE import_ids ON COMMIT DROP AS
    SELECT p.id, d.code, d.existing_id IS NOT NULL AS existed, d.images, d.related FROM import_desired d JOIN products p ON p.product_code = d.code`),
  );
  await tx.execute(sql.raw(`ALTER TABLE import_ids ADD PRIMARY KEY (id)`));
  const sizes = await mergeSizes(tx);
  const images = await mergeImages(tx, url);
  await mergeRelated(tx);
  const report = emptyKind();
  report.created = await count(tx, sql`SELECT count(*)::int AS n FROM import_ids WHERE NOT existed`);
  report.updated = await count(
    tx,
    sql`SELECT count(*)::int AS n FROM import_touched t JOIN import_ids i ON i.id = t.id WHERE i.existed`,
  );
  report.unchanged = total - report.created - report.updated;
  if (deactivateMissing) {
    report.deactivated = await count(
      tx,
      sql`WITH u AS (UPDATE products p SET is_active = false WHERE p.is_active AND NOT EXISTS (
      SELECT 1 FROM import_products s WHERE s.code = p.product_code) RETURNING 1) SELECT count(*)::int AS n FROM u`,
    );
  }
  return { products: report, sizes, images };
}
