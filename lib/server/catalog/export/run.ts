import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { catalogPhotos } from "@/lib/db/schema";
import {
  BUNDLE_COLUMNS,
  CATALOG_FILES,
  CATEGORY_COLUMNS,
  PRODUCT_COLUMNS,
  PROMO_COLUMNS,
  SHOWROOM_COLUMNS,
  STOCK_COLUMNS,
} from "@/lib/domain/catalog-import/format";
import { readHome } from "@/lib/db/catalog-import/write-home";
import { CATALOG_PHOTO_PREFIX } from "@/lib/db/catalog-import/write-photos";
import { toCsv } from "@/lib/domain/catalog-import/csv-write";
import { categoryRows, productRows } from "./read-catalog";
import { bundleRows, promoRows, showroomRows, stockRows } from "./read-shop";

export interface CatalogExport {
  /** File name to contents: the CSV files and home.json. */
  files: Record<string, Buffer>;
  /** images/ file name to bytes: the photos an import stored in the database. */
  images: Record<string, Buffer>;
  /** Lines for the operator: counts, and what the format could not carry. */
  lines: string[];
}

/** The whole catalogue in the import format (docs/catalog-format.md): importing it into an empty shop gives the same shop. */
export async function exportCatalog(): Promise<CatalogExport> {
  const db = await getDb();
  const photoNames = new Set<string>();
  const image = (url: string | null) => {
    if (!url?.startsWith(CATALOG_PHOTO_PREFIX)) return url;
    const name = url.slice(CATALOG_PHOTO_PREFIX.length);
    photoNames.add(name);
    return name;
  };
  const categories = await categoryRows(db, image);
  const { rows: products, skipped } = await productRows(db, image);
  const showrooms = await showroomRows(db);
  const stock = await stockRows(db);
  const promos = await promoRows(db);
  const bundles = await bundleRows(db);
  const home = await readHome(db);
  const images: Record<string, Buffer> = {};
  const wanted = [...photoNames].map((n) => `${CATALOG_PHOTO_PREFIX}${n}`);
  for (let i = 0; i < wanted.length; i += 200) {
    for (const row of await db
      .select()
      .from(catalogPhotos)
      .where(inArray(catalogPhotos.urlPath, wanted.slice(i, i + 200)))) {
      images[row.urlPath.slice(CATALOG_PHOTO_PREFIX.length)] = row.bytes;
    }
  }
  const files: Record<string, Buffer> = {
    [CATALOG_FILES.categories]: Buffer.from(toCsv(CATEGORY_COLUMNS, categories)),
    [CATALOG_FILES.products]: Buffer.from(toCsv(PRODUCT_COLUMNS, products)),
    [CATALOG_FILES.showrooms]: Buffer.from(toCsv(SHOWROOM_COLUMNS, showrooms)),
    [CATALOG_FILES.stock]: Buffer.from(toCsv(STOCK_COLUMNS, stock)),
    [CATALOG_FILES.promos]: Buffer.from(toCsv(PROMO_COLUMNS, promos)),
    [CATALOG_FILES.bundles]: Buffer.from(toCsv(BUNDLE_COLUMNS, bundles)),
    [CATALOG_FILES.home]: Buffer.from(`${JSON.stringify(home, null, 2)}\n`),
  };
  const lines = [
    `categories ${categories.length} rows, products ${products.length} rows (one per size), showrooms ${showrooms.length}, stock ${stock.length}, promos ${promos.length}, bundles ${bundles.length}, images ${Object.keys(images).length}`,
    ...(skipped.length
      ? [`left out ${skipped.length} product(s) without sizes (a row is a size): ${skipped.slice(0, 20).join(", ")}`]
      : []),
  ];
  return { files, images, lines };
}
