import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { productSizes, showroomRegions, showrooms, stock } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import type {
  Region,
  Showroom,
  ShowroomRegion,
  ShowroomWithStock,
  StockLocationResponse,
} from "@/lib/domain/showrooms/contract";
import { storeStock } from "@/lib/domain/showrooms/store-stock";
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

/**
 * `POST check-stock-location`: the showrooms that hold at least `qty` units of a product size, by region; and every
 * active showroom by region with what it holds of the size (`storeStock`), for the stock-by-store list.
 */
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
  const [held, regions, list] = await Promise.all([
    db
      .select({ showroomId: stock.showroomId, qty: stock.qty })
      .from(stock)
      .where(and(eq(stock.productId, input.productId), eq(stock.sizeCode, input.sizeCode))),
    db.select().from(showroomRegions).orderBy(asc(showroomRegions.sortOrder), asc(showroomRegions.id)),
    activeShowrooms(db),
  ]);
  const units = new Map(held.map((h) => [h.showroomId, h.qty]));
  const holding = list.filter((s) => (units.get(s.id) ?? 0) >= input.qty);
  const showroom_stock = regions
    .map((region): Region<ShowroomWithStock> => ({
      id: region.id,
      region_name: region.regionName,
      showrooms: list
        .filter((s) => s.showroomRegionId === region.id)
        .map((s) => ({ ...toShowroom(s), stock: storeStock(units.get(s.id) ?? 0, input.qty) })),
    }))
    .filter((region) => region.showrooms.length > 0);
  return ok({
    showrooms: holding.map(toShowroom),
    showroom_regions: groupByRegion(regions, holding, true),
    showroom_stock,
  });
}
