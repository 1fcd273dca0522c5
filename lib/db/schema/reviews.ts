import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { orderLines } from "./orders";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A buyer's review of a product (docs/reviews.md): one per product and shopper, edited in place. PUBLISHED shows at
 * once; PENDING waits for the staff (`npm run ops -- reviews`) because the text check flagged it; REJECTED never
 * shows. The product's average and count are computed from the PUBLISHED rows (docs/adr/0014-real-ratings.md).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The review's id in the API and the ops tool: random, so one id tells nothing of another. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The completed order line that makes the shopper a buyer (its size is shown). */
    orderLineId: integer("order_line_id").references(() => orderLines.id, { onDelete: "set null" }),
    sizeCode: text("size_code"),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The reviewer's first name as shown, taken when the review is written. */
    authorName: text("author_name").notNull(),
    status: text("status", { enum: ["PUBLISHED", "PENDING", "REJECTED"] }).notNull(),
    /** Why the text check held it (links, phone, words), for the staff. */
    flagReason: text("flag_reason"),
    rejectReason: text("reject_reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    publishedAt: ts("published_at"),
  },
  (t) => [
    uniqueIndex("reviews_public_id_uq").on(t.publicId),
    uniqueIndex("reviews_product_user_uq").on(t.productId, t.userId),
    index("reviews_product_status_idx").on(t.productId, t.status, t.publishedAt),
    index("reviews_status_idx").on(t.status, t.updatedAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('PUBLISHED', 'PENDING', 'REJECTED')`),
  ],
);

/** A review's photos (at most 3), kept in the file store (lib/server/storage) under `storageKey`. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The photo's address part (/api/review-photos/<public_id>): random. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_photos_public_id_uq").on(t.publicId), index("review_photos_review_idx").on(t.reviewId)],
);
