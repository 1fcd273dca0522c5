import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { productSizes, products } from "./catalog";
import { subdistricts } from "./regions";

export const showroomRegions = pgTable("showroom_regions", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  regionName: text("region_name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const showrooms = pgTable(
  "showrooms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    showroomName: text("showroom_name").notNull(),
    phone: text("phone").notNull(),
    address1: text("address1").notNull(),
    address2: text("address2").notNull().default(""),
    address3: text("address3").notNull().default(""),
    mapsUrl: text("maps_url"),
    /** Hubs ship online-delivery orders; every showroom serves store pickup. */
    isHub: boolean("is_hub").notNull().default(false),
    showroomRegionId: integer("showroom_region_id")
      .notNull()
      .references(() => showroomRegions.id),
    /** Courier origin for orders shipped from this showroom. */
    subdistrictId: text("subdistrict_id").references(() => subdistricts.id),
    /** The hub's destination id at the courier plug-in `courier` (the retailer's showrooms.csv): the courier origin. */
    courier: text("courier"),
    courierDestinationId: text("courier_destination_id"),
    courierDestinationLabel: text("courier_destination_label"),
    sortOrder: integer("sort_order").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    index("showrooms_region_idx").on(t.showroomRegionId, t.sortOrder),
    check("showrooms_courier_destination_check", sql`(${t.courier} is null) = (${t.courierDestinationId} is null)`),
  ],
);

/** Units on hand per showroom, product and size. Never negative: reservations decrement it conditionally. */
export const stock = pgTable(
  "stock",
  {
    showroomId: integer("showroom_id")
      .notNull()
      .references(() => showrooms.id),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sizeCode: text("size_code").notNull(),
    qty: integer("qty").notNull().default(0),
    /**
     * Units the unpaid orders hold beyond what the POS last counted on hand (a stock sync, docs/adr/0008-stock-sync.md):
     * qty − holds_uncovered = on_hand − held. A released hold pays this down before it adds to qty.
     */
    holdsUncovered: integer("holds_uncovered").notNull().default(0),
    /**
     * The last on-hand count applied (a stock sync or a catalogue import's stock.csv) and the time it was counted:
     * a later count equal to it changes nothing, and a changed count is applied minus the units sold since then
     * (lib/server/stock/held.ts, docs/catalog-format.md). Null before any count.
     */
    onHand: integer("on_hand"),
    countedAt: timestamp("counted_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    primaryKey({ columns: [t.showroomId, t.productId, t.sizeCode] }),
    foreignKey({
      columns: [t.productId, t.sizeCode],
      foreignColumns: [productSizes.productId, productSizes.sizeCode],
    }).onDelete("cascade"),
    index("stock_product_idx").on(t.productId, t.sizeCode),
    /** Sizes in stock somewhere: the listing's size filter and its counts. */
    index("stock_in_stock_idx")
      .on(t.sizeCode, t.productId)
      .where(sql`${t.qty} > 0`),
    check("stock_qty_non_negative", sql`${t.qty} >= 0`),
    check("stock_holds_uncovered_non_negative", sql`${t.holdsUncovered} >= 0`),
  ],
);
