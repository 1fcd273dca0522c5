import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { productSizes, showroomRegions, showrooms, stock } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import type { Showroom, ShowroomRegion, StockLocationResponse } from "@/lib/domain/showrooms/contract";
import { fail, ok, type Result } from "../result";

type ShowroomRow = typeof showrooms.$inferSelect;
type RegionRow = typeof showroomRegions.$inferSelect;

export function toShowroom(row: ShowroomRow): Showroom {
  return {
    id: row.id,
    showroom_name: row.showroomName,
    phone: row.phone,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    maps_url: row.mapsUrl,
    is_hub: row.isHub ? 1 : 0,
    showroom_region_id: row.showroomRegionId,
  };
}

function groupByRegion(regions: RegionRow[], list: ShowroomRow[], hideEmpty: boolean): ShowroomRegion[] {
  return regions
    .map((region): ShowroomRegion => ({
      id: region.id,
      region_name: region.regionName,
      showrooms: list.filter((s) => s.showroomRegionId === region.id).map(toShowroom),
    }))
    .filter((region) => !hideEmpty || region.showrooms.length > 0);
}

async function activeShowrooms(db: Queryable, where = eq(showrooms.isActive, true)) {
  return db.select().from(showrooms).where(where).orderBy(asc(showrooms.sortOrder), asc(showrooms.id));
}

/** `GET master/showroom`: every active showroom. */
export async function listShowrooms(): Promise<Showroom[]> {
  return (await activeShowrooms(await getDb())).map(toShowroom);
}

/** `GET master/showroom-region`: regions with their showrooms; with store_listing, regions without a store are left out. */
export async function listShowroomRegions(storeListing: boolean): Promise<ShowroomRegion[]> {
  const db = await getDb();
  const [regions, list] = await Promise.all([
    db.select().from(showroomRegions).orderBy(asc(showroomRegions.sortOrder), asc(showroomRegions.id)),
    activeShowrooms(db),
  ]);
  return groupByRegion(regions, list, storeListing);
}

/** `POST check-stock-location`: the showrooms that hold at least `qty` units of a product size, by region. */
export async function checkStockLocation(input: {
  productId: number;
  sizeCode: string;
  qty: number;
}): Promise<Result<StockLocationResponse>> {
  const db = await getDb();
  const [size] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.productId, input.productId), eq(productSizes.sizeCode, input.sizeCode)))
    .limit(1);
  if (!size) return fail(400, MSG.cart.itemInvalid);
  const holding = await db
    .select({ showroomId: stock.showroomId })
    .from(stock)
    .where(and(eq(stock.productId, input.productId), eq(stock.sizeCode, input.sizeCode), gte(stock.qty, input.qty)));
  const ids = holding.map((h) => h.showroomId);
  if (ids.length === 0) return ok({ showrooms: [], showroom_regions: [] });
  const [regions, list] = await Promise.all([
    db.select().from(showroomRegions).orderBy(asc(showroomRegions.sortOrder), asc(showroomRegions.id)),
    activeShowrooms(db, and(eq(showrooms.isActive, true), inArray(showrooms.id, ids))!),
  ]);
  return ok({ showrooms: list.map(toShowroom), showroom_regions: groupByRegion(regions, list, true) });
}
