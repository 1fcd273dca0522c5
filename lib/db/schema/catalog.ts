import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { translationsColumn } from "./translations";

export const categories = pgTable("categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  coverImageUrl: text("cover_image_url"),
  coverText: text("cover_text"),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translationsColumn<"name" | "coverText">(),
});

export const categorySubs = pgTable(
  "category_subs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    name: text("name").notNull(),
    showCover: boolean("show_cover").notNull().default(false),
    coverImageUrl: text("cover_image_url"),
    coverText: text("cover_text"),
    sortOrder: integer("sort_order").notNull().default(0),
    translations: translationsColumn<"name" | "coverText">(),
  },
  (t) => [index("category_subs_category_idx").on(t.categoryId, t.sortOrder)],
);

/** Product groups (Men, Women, Kids = 3) and their sub-groups, the targets of bundle promos. */
export const productGroups = pgTable("product_groups", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
});

export const productSubGroups = pgTable("product_sub_groups", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  groupId: integer("group_id")
    .notNull()
    .references(() => productGroups.id),
  name: text("name").notNull(),
});

/**
 * lib/domain/pricing.ts's grandPrice in SQL: round(net × (100 − percent) / 100) − nominal, never below zero. Math.round
 * of a whole number over 100 is floor((n + 50) / 100); bigint keeps net × 100 from overflowing.
 */
export const GRAND_PRICE_SQL =
  "(greatest(0::numeric, floor((net_price::bigint * (100 - direct_disc_percent) + 50) / 100.0) - direct_disc_nominal))::integer";

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productName: text("product_name").notNull(),
    productCode: text("product_code").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    categorySubId: integer("category_sub_id")
      .notNull()
      .references(() => categorySubs.id),
    groupId: integer("group_id")
      .notNull()
      .references(() => productGroups.id),
    subGroupId: integer("sub_group_id").references(() => productSubGroups.id),
    retailPrice: integer("retail_price").notNull(),
    netPrice: integer("net_price").notNull(),
    directDiscPercent: integer("direct_disc_percent").notNull().default(0),
    directDiscNominal: integer("direct_disc_nominal").notNull().default(0),
    /**
     * grandPrice of spec section 3 (lib/domain/pricing.ts), derived by the database from the columns above so that it
     * can never go stale, whoever changes a price; stored so that price sorts use an index.
     */
    grandPrice: integer("grand_price").notNull().generatedAlwaysAs(sql.raw(GRAND_PRICE_SQL)),
    /** True when the shopper pays less than the retail price: the `sale=1` filter (derived like grand_price). */
    isSale: boolean("is_sale")
      .notNull()
      .generatedAlwaysAs(sql.raw(`(${GRAND_PRICE_SQL} < retail_price)`)),
    shortDescription: text("short_description").notNull().default(""),
    detailedDescription: text("detailed_description").notNull().default(""),
    sizeChartUrl: text("size_chart_url"),
    colorName: text("color_name"),
    /**
     * The style the product belongs to (products.csv `style`): products of one style are the same cut in other
     * colours, shown side by side as swatches. Null: a product of its own.
     */
    style: text("style"),
    weightGrams: integer("weight_grams").notNull().default(250),
    isActive: boolean("is_active").notNull().default(true),
    /** Lower-cased name, code and colour for the search box. */
    searchText: text("search_text").notNull().default(""),
    /**
     * The distinct words of search_text (migration 0009, kept by the same trigger): the search finds products by the
     * catalogue words a query resembles (table search_words) on this column's GIN index.
     */
    searchWords: text("search_words")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The sizes some showroom holds at least one unit of (migration 0009, kept by a trigger on stock): the listing's
     * size filter and its counts read one row per product instead of joining the stock.
     */
    sizesInStock: text("sizes_in_stock")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * Units sold in paid orders placed in the last 30 days, refreshed by the scheduled jobs
     * (lib/server/catalog/best-sellers.ts): the "best selling" sort and the best sellers' rails read it through an
     * index (docs/listing-filters.md says why it is stored).
     */
    sold30d: integer("sold_30d").notNull().default(0),
  },
  (t) => [
    uniqueIndex("products_code_uq").on(t.productCode),
    index("products_newest_idx").on(t.createdAt.desc(), t.id.desc()),
    index("products_price_idx").on(t.grandPrice, t.id),
    index("products_category_newest_idx").on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index("products_category_price_idx").on(t.categoryId, t.grandPrice, t.id),
    index("products_sub_newest_idx").on(t.categorySubId, t.createdAt.desc(), t.id.desc()),
    index("products_sub_price_idx").on(t.categorySubId, t.grandPrice, t.id),
    index("products_group_newest_idx").on(t.groupId, t.createdAt.desc(), t.id.desc()),
    index("products_sale_newest_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isSale}`),
    /** The listing's colour filter and its counts compare lower-cased colour names. */
    index("products_color_idx").on(sql`lower(${t.colorName})`),
    /** A style's members, for the swatches. */
    index("products_style_idx")
      .on(t.style)
      .where(sql`${t.style} is not null`),
    /** The best-selling sort, in its exact order (sold, then newest, then id), and by category. */
    index("products_popular_idx").on(t.sold30d.desc(), t.createdAt.desc(), t.id.desc()),
    index("products_category_popular_idx").on(t.categoryId, t.sold30d.desc(), t.createdAt.desc(), t.id.desc()),
    /** The refresh's zeroing step: only products that sold lately. */
    index("products_sold_idx")
      .on(t.id)
      .where(sql`${t.sold30d} > 0`),
    index("products_search_words_idx").using("gin", t.searchWords),
    index("products_sizes_in_stock_idx").using("gin", t.sizesInStock),
  ],
);

/**
 * The catalogue's vocabulary: every distinct word of the products' search_words (kept by a trigger, migration 0009),
 * with a trigram index (hand-written in 0009) so that a typo finds the real words it resembles in one small lookup.
 */
export const searchWords = pgTable("search_words", {
  word: text("word").primaryKey(),
});

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    /** COVER marks the cover image; GALLERY the others. */
    imageType: text("image_type").notNull().default("GALLERY"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.sortOrder)],
);

export const productSizes = pgTable(
  "product_sizes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sizeCode: text("size_code").notNull(),
    sizeName: text("size_name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * The retailer's SKU of this size (the POS and ERP know it; the stock sync names sizes by it). A size without one
     * answers to `<product_code>-<size_code>` (lib/server/stock/sku.ts).
     */
    sku: text("sku"),
  },
  (t) => [
    unique("product_sizes_product_code_uq").on(t.productId, t.sizeCode),
    uniqueIndex("product_sizes_sku_uq").on(t.sku),
  ],
);

export const relatedProducts = pgTable(
  "related_products",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    relatedProductId: integer("related_product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId] })],
);

/** Every price change made by the staff (`npm run ops -- price`): who changed what, from which prices to which, when. */
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    fromNetPrice: integer("from_net_price").notNull(),
    fromRetailPrice: integer("from_retail_price").notNull(),
    toNetPrice: integer("to_net_price").notNull(),
    toRetailPrice: integer("to_retail_price").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("product_price_history_product_idx").on(t.productId, t.createdAt)],
);
