import { mkdtempSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";

/** Every table the catalogue import writes: emptied (ids from 1 again) they give a shop with only its regions. */
const CATALOG_TABLES = [
  "categories",
  "category_subs",
  "product_groups",
  "product_sub_groups",
  "products",
  "product_images",
  "product_sizes",
  "related_products",
  "product_price_history",
  "showroom_regions",
  "showrooms",
  "stock",
  "promos",
  "bundle_promos",
  "bundle_promo_products",
  "home_sliders",
  "home_sections",
  "settings",
  "hashtag_images",
  "catalog_photos",
];

/** The test database as a live shop starts: migrated, regions loaded, no catalogue (orders and carts go with it). */
export async function emptyShop(): Promise<void> {
  const db = await getDb();
  await db.execute(sql.raw(`TRUNCATE ${CATALOG_TABLES.join(", ")} RESTART IDENTITY CASCADE`));
}

/** Writes files (and images/) into a new temporary folder and answers its path. */
export async function catalogFolder(
  files: Record<string, Buffer>,
  images: Record<string, Buffer> = {},
): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sf-catalog-"));
  await mkdir(path.join(dir, "images"));
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(dir, name), body);
  for (const [name, body] of Object.entries(images)) await writeFile(path.join(dir, "images", name), body);
  return dir;
}

/** Row counts of the catalogue tables, to prove that a refused or dry import wrote nothing. */
export async function catalogCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const out: Record<string, number> = {};
  for (const table of CATALOG_TABLES) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    out[table] = Number(result.rows[0]?.n);
  }
  return out;
}
