import { sql } from "drizzle-orm";
import type { Tx } from "../types";
import { emptyKind, type KindReport } from "./report";
import { withForeignKeysAfter } from "./bulk";
import { count, rows } from "./stage";

/**
 * The parts of the staged products (import_ids: each product's id, and its images and related cells), merged set by
 * set. A product whose sizes, images or related products changed is added to import_touched (reported as updated).
 */

const run = (tx: Tx, statement: string) => tx.execute(sql.raw(statement));

/** The SKU a size stores: none when the file's is the derived `<product_code>-<size>` (format.ts, `ownSku`). */
const OWN_SKU = "CASE WHEN s.sku = s.code || '-' || s.size_code THEN NULL ELSE s.sku END";

/**
 * Sizes by product and size code: added, renamed, reordered or given another SKU; a size the files leave out is kept.
 * SKUs that move are first taken off the sizes that give them up, so two sizes can swap SKUs in one import.
 */
export async function mergeSizes(tx: Tx): Promise<KindReport> {
  await run(
    tx,
    `CREATE TEMP TABLE import_size_desired ON COMMIT DROP AS
    SELECT i.id AS product_id, s.size_code, s.size_name, s.sort_order, ${OWN_SKU} AS sku, ps.id AS existing_id
    FROM import_sizes s JOIN import_ids i ON i.code = s.code LEFT JOIN product_sizes ps ON ps.product_id = i.id AND ps.size_code = s.size_code`,
  );
  await run(tx, `CREATE TEMP TABLE import_sizes_touched (id int PRIMARY KEY, product_id int NOT NULL) ON COMMIT DROP`);
  await run(
    tx,
    `WITH r AS (UPDATE product_sizes ps SET sku = NULL FROM import_size_desired d
      WHERE ps.id = d.existing_id AND ps.sku IS NOT NULL AND ps.sku IS DISTINCT FROM d.sku RETURNING ps.id, ps.product_id)
    INSERT INTO import_sizes_touched SELECT id, product_id FROM r`,
  );
  await run(
    tx,
    `WITH u AS (UPDATE product_sizes ps SET size_name = d.size_name, sort_order = d.sort_order, sku = d.sku FROM import_size_desired d
      WHERE ps.id = d.existing_id AND (ps.size_name, ps.sort_order, ps.sku) IS DISTINCT FROM (d.size_name, d.sort_order, d.sku) RETURNING ps.id, ps.product_id)
    INSERT INTO import_sizes_touched SELECT id, product_id FROM u ON CONFLICT DO NOTHING`,
  );
  const fresh = await count(tx, sql`SELECT count(*)::int AS n FROM import_size_desired WHERE existing_id IS NULL`);
  await withForeignKeysAfter(tx, "product_sizes", fresh, async () => {
    await run(
      tx,
      `INSERT INTO product_sizes (product_id, size_code, size_name, sort_order, sku)
      SELECT product_id, size_code, size_name, sort_order, sku FROM import_size_desired WHERE existing_id IS NULL ORDER BY product_id, sort_order`,
    );
  });
  await run(
    tx,
    `INSERT INTO import_touched SELECT DISTINCT product_id FROM import_sizes_touched
    UNION SELECT DISTINCT product_id FROM import_size_desired WHERE existing_id IS NULL ON CONFLICT DO NOTHING`,
  );
  const report = emptyKind();
  const total = await count(tx, sql`SELECT count(*)::int AS n FROM import_size_desired`);
  report.created = fresh;
  report.updated = await count(tx, sql`SELECT count(*)::int AS n FROM import_sizes_touched`);
  report.unchanged = total - report.created - report.updated;
  return report;
}

/** One row's signature for comparing a product's list of rows in order. */
const SIG = (columns: string) => `array_agg(${columns} ORDER BY sort_order, id)`;

/** A product's images in order, the first its cover: replaced as a whole when they differ. */
export async function mergeImages(tx: Tx, url: (ref: string) => string): Promise<KindReport> {
  await run(
    tx,
    `CREATE TEMP TABLE import_image_want ON COMMIT DROP AS
    SELECT i.id AS product_id, x.n::int AS sort_order, x.n::int AS id, ${url("x.ref")} AS image_url, CASE WHEN x.n = 1 THEN 'COVER' ELSE 'GALLERY' END AS image_type
    FROM import_ids i, unnest(string_to_array(nullif(i.images, ''), '|')) WITH ORDINALITY x(ref, n)`,
  );
  const sig = SIG(`image_url || chr(1) || image_type || chr(1) || sort_order`);
  await run(
    tx,
    `CREATE TEMP TABLE import_image_diff ON COMMIT DROP AS
    SELECT i.id AS product_id, coalesce(w.n, 0) AS wanted, coalesce(c.n, 0) AS current
    FROM import_ids i
    LEFT JOIN (SELECT product_id, count(*)::int n, ${sig} sig FROM import_image_want GROUP BY product_id) w ON w.product_id = i.id
    LEFT JOIN (SELECT product_id, count(*)::int n, ${sig} sig FROM product_images WHERE product_id IN (SELECT id FROM import_ids) GROUP BY product_id) c
      ON c.product_id = i.id
    WHERE w.sig IS DISTINCT FROM c.sig`,
  );
  await run(
    tx,
    `DELETE FROM product_images WHERE product_id IN (SELECT product_id FROM import_image_diff WHERE current > 0)`,
  );
  const fresh = await count(tx, sql`SELECT coalesce(sum(wanted), 0)::int AS n FROM import_image_diff`);
  await withForeignKeysAfter(tx, "product_images", fresh, async () => {
    await run(
      tx,
      `INSERT INTO product_images (product_id, image_url, image_type, sort_order)
      SELECT w.product_id, w.image_url, w.image_type, w.sort_order FROM import_image_want w JOIN import_image_diff d ON d.product_id = w.product_id
      ORDER BY w.product_id, w.sort_order`,
    );
  });
  await run(tx, `INSERT INTO import_touched SELECT product_id FROM import_image_diff ON CONFLICT DO NOTHING`);
  const [sums] = await rows<{ total: number; created: number; updated: number }>(
    tx,
    sql`SELECT
    (SELECT count(*)::int FROM import_image_want) AS total,
    (SELECT coalesce(sum(wanted), 0)::int FROM import_image_diff WHERE current = 0) AS created,
    (SELECT coalesce(sum(wanted), 0)::int FROM import_image_diff WHERE current > 0) AS updated`,
  );
  const report = emptyKind();
  report.created = Number(sums?.created ?? 0);
  report.updated = Number(sums?.updated ?? 0);
  report.unchanged = Number(sums?.total ?? 0) - report.created - report.updated;
  return report;
}

/** Related products in order, by product code (each once): replaced as a whole when they differ. */
export async function mergeRelated(tx: Tx): Promise<void> {
  await run(
    tx,
    `CREATE TEMP TABLE import_related_want ON COMMIT DROP AS
    SELECT i.id AS product_id, p.id AS related_product_id, (row_number() OVER (PARTITION BY i.id ORDER BY min(x.n)))::int AS sort_order
    FROM import_ids i CROSS JOIN LATERAL unnest(string_to_array(nullif(i.related, ''), '|')) WITH ORDINALITY x(code, n)
    JOIN products p ON p.product_code = x.code
    GROUP BY i.id, p.id`,
  );
  const sig = `array_agg(related_product_id ORDER BY sort_order)`;
  await run(
    tx,
    `CREATE TEMP TABLE import_related_diff ON COMMIT DROP AS
    SELECT i.id AS product_id FROM import_ids i
    LEFT JOIN (SELECT product_id, ${sig} sig FROM import_related_want GROUP BY product_id) w ON w.product_id = i.id
    LEFT JOIN (SELECT product_id, ${sig} sig FROM related_products WHERE product_id IN (SELECT id FROM import_ids) GROUP BY product_id) c
      ON c.product_id = i.id
    WHERE w.sig IS DISTINCT FROM c.sig`,
  );
  await run(tx, `DELETE FROM related_products WHERE product_id IN (SELECT product_id FROM import_related_diff)`);
  await run(
    tx,
    `INSERT INTO related_products (product_id, related_product_id, sort_order)
    SELECT w.product_id, w.related_product_id, w.sort_order FROM import_related_want w JOIN import_related_diff d ON d.product_id = w.product_id`,
  );
  await run(tx, `INSERT INTO import_touched SELECT product_id FROM import_related_diff ON CONFLICT DO NOTHING`);
}
