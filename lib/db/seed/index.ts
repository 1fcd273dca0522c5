import type { Db } from "../types";
import { syncIdentity } from "./batch";
import { seedCatalog } from "./catalog";
import { buildDemoData } from "./demo-data";
import { seedHome } from "./home";
import { seedPromos } from "./promos";
import { loadRegionRows, seedRegions } from "./regions";
import { seedShowrooms, seedStock } from "./stores";

export { buildDemoData } from "./demo-data";
export { buildCatalog } from "./catalog-data";
export type { DemoData } from "./types";

/** Tables whose rows the seed inserts with explicit ids. */
const TABLES_WITH_EXPLICIT_IDS = [
  "categories",
  "category_subs",
  "product_groups",
  "product_sub_groups",
  "products",
  "showroom_regions",
  "showrooms",
  "promos",
  "bundle_promos",
] as const;

/**
 * Fills an empty, migrated database with the demo shop: Indonesian regions, catalogue, showrooms and stock,
 * promos and home content. Deterministic: the same rows on every run. Check `isEmpty(db)` before calling.
 */
export async function seedDemo(db: Db): Promise<void> {
  const data = buildDemoData();
  const regions = await loadRegionRows();
  await db.transaction(async (tx) => {
    await seedRegions(tx, regions);
  });
  await db.transaction(async (tx) => {
    await seedCatalog(tx, data.catalog);
    await seedShowrooms(tx, data.showroomRegions, data.showrooms);
    await seedStock(tx, data.stock);
  });
  await db.transaction(async (tx) => {
    await seedPromos(tx, data.promos, data.bundlePromos);
    await seedHome(tx, data.home);
    await syncIdentity(tx, TABLES_WITH_EXPLICIT_IDS);
  });
}
