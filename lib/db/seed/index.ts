import { importCatalog } from "../catalog-import/run";
import { memorySource } from "../catalog-import/source";
import { ensureRegions } from "../reference/regions";
import type { Db } from "../types";
import { buildDemoData } from "./demo-data";
import { demoCatalogFiles } from "./demo-files";

export { buildDemoData } from "./demo-data";
export { buildCatalog } from "./catalog-data";
export { demoCatalogFiles } from "./demo-files";
export type { DemoData } from "./types";

/**
 * Fills an empty, migrated database with the demo shop: the catalogue, showrooms and stock, promos and home content
 * written in the catalogue format (docs/catalog-format.md) and loaded by its importer, so that the importer runs at
 * every first start and every test run. Deterministic: the same rows on every run. Check `isEmpty(db)` before calling.
 */
export async function seedDemo(db: Db): Promise<void> {
  const data = buildDemoData();
  // The regions come with the migrations (lib/db/connect.ts); this is a no-op then, and loads them for a caller
  // that seeds a database some other way.
  await ensureRegions(db);
  const outcome = await importCatalog(db, memorySource(demoCatalogFiles(data), {}));
  if (!outcome.ok) throw new Error(`The demo catalogue did not import:\n${outcome.lines.join("\n")}`);
}
