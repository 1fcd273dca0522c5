import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { productGroups, productSubGroups, products } from "./catalog";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Promo codes typed at checkout. category SHIPPING discounts the shipping cost, PRODUCT the item subtotal. */
export const promos = pgTable(
  "promos",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    code: text("code").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull().default(""),
    discPercent: integer("disc_percent").notNull().default(0),
    discNominal: integer("disc_nominal").notNull().default(0),
    discMax: integer("disc_max").notNull().default(0),
    minPurchase: integer("min_purchase").notNull().default(0),
    startsAt: ts("starts_at"),
    endsAt: ts("ends_at"),
    isActive: boolean("is_active").notNull().default(true),
    /** Usage limits (null: none). used_count counts the orders holding a use; an unpaid order that ends gives it back. */
    maxUses: integer("max_uses"),
    maxUsesPerShopper: integer("max_uses_per_shopper"),
    firstPurchaseOnly: boolean("first_purchase_only").notNull().default(false),
    usedCount: integer("used_count").notNull().default(0),
  },
  (t) => [uniqueIndex("promos_code_uq").on(t.code)],
);

/** Bundle promos: apply when the summed quantity of matching cart lines reaches bundling_item_count. */
export const bundlePromos = pgTable("bundle_promos", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  bundlingItemCount: integer("bundling_item_count").notNull(),
  /** Percent off the bundled units' price. */
  discPercent: integer("disc_percent").notNull().default(0),
  startsAt: ts("starts_at"),
  endsAt: ts("ends_at"),
  isActive: boolean("is_active").notNull().default(true),
});

export const bundlePromoProducts = pgTable(
  "bundle_promo_products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    bundlePromoId: integer("bundle_promo_id")
      .notNull()
      .references(() => bundlePromos.id, { onDelete: "cascade" }),
    /** GROUP, SUB_GROUP or PRODUCT: which of the three ids below matters. */
    bundlingType: text("bundling_type").notNull(),
    groupId: integer("m_group_id").references(() => productGroups.id),
    subGroupId: integer("m_sub_group_id").references(() => productSubGroups.id),
    productId: integer("product_detail_id").references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [index("bundle_promo_products_promo_idx").on(t.bundlePromoId)],
);
