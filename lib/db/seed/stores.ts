import { showroomRegions, showrooms, stock } from "../schema";
import type { Queryable } from "../types";
import { insertInBatches } from "./batch";
import type { ShowroomDef, ShowroomRegionDef, StockRow } from "./types";

/** Showroom regions and showrooms; their subdistricts must already be seeded. */
export async function seedShowrooms(q: Queryable, regions: ShowroomRegionDef[], list: ShowroomDef[]): Promise<void> {
  await insertInBatches(q, showroomRegions, regions);
  await insertInBatches(q, showrooms, list.map((s) => ({ ...s, isActive: true })));
}

/** Stock per showroom, product and size; products and sizes must already be seeded. */
export async function seedStock(q: Queryable, rows: StockRow[]): Promise<void> {
  await insertInBatches(q, stock, rows, 2500);
}
