/**
 * The showrooms' response contracts (spec section 3): THE showroom type of the whole shop (the store list, the
 * product page's stock locations and the checkout's store pickup all read this one), regions and the stock lookup.
 */
import { z } from "zod";
import { STORE_STOCK_STATUSES } from "./store-stock";

export const showroomSchema = z.object({
  id: z.number().int(),
  showroom_name: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  address3: z.string(),
  maps_url: z.string().nullable(),
  /** 1: a hub, which ships courier deliveries. */
  is_hub: z.union([z.literal(0), z.literal(1)]),
  showroom_region_id: z.number().int(),
});
export type Showroom = z.infer<typeof showroomSchema>;

/**
 * A region's schema with its showrooms of the given schema: the checkout's store pickup lists regions of showrooms
 * that carry their cart's availability too (`regionOf(showroomSchema.extend({ ... }))`).
 */
export function regionOf<T extends z.ZodType>(showroom: T) {
  return z.object({ id: z.number().int(), region_name: z.string(), showrooms: z.array(showroom) });
}

/** A region of showrooms, whatever a showroom carries besides THE showroom's fields. */
export interface Region<S extends Showroom = Showroom> {
  id: number;
  region_name: string;
  showrooms: S[];
}

/** A region with its active showrooms, in the stores' order. */
export const showroomRegionSchema = regionOf(showroomSchema);
export type ShowroomRegion = z.infer<typeof showroomRegionSchema>;

/** The /stores page: the banner setting and the regions that have at least one store (not an API answer). */
export const storeListingSchema = z.object({
  banner_image: z.string().nullable(),
  showroom_regions: z.array(showroomRegionSchema),
});
export type StoreListing = z.infer<typeof storeListingSchema>;

/** A showroom with its stock of one size (`storeStock` in store-stock.ts). */
export const showroomWithStockSchema = showroomSchema.extend({
  stock: z.object({ status: z.enum(STORE_STOCK_STATUSES), units_left: z.number().int().nullable() }),
});
export type ShowroomWithStock = z.infer<typeof showroomWithStockSchema>;

/**
 * `POST check-stock-location`: the showrooms that hold the size and quantity, and the same grouped by region (the
 * spec's fields); then every active showroom by region with its stock of the size, for the stock-by-store list.
 */
export const stockLocationSchema = z.object({
  showrooms: z.array(showroomSchema),
  showroom_regions: z.array(showroomRegionSchema),
  showroom_stock: z.array(regionOf(showroomWithStockSchema)),
});
export type StockLocationResponse = z.infer<typeof stockLocationSchema>;

export const showroomListDataSchema = z.object({ showroom_list: z.array(showroomSchema) });
export type ShowroomListData = z.infer<typeof showroomListDataSchema>;

export const showroomRegionListDataSchema = z.object({ showroom_region_list: z.array(showroomRegionSchema) });
export type ShowroomRegionListData = z.infer<typeof showroomRegionListDataSchema>;
