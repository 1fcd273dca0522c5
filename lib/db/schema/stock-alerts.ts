import { sql } from "drizzle-orm";
import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { productSizes, products } from "./catalog";
import { users } from "./users";

/**
 * 'Notify me when back in stock': one open request per account and product size (notified_at null). When the
 * size's stock returns, the mail is queued and notified_at stamped in the same transaction.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sizeCode: text("size_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    foreignKey({
      columns: [t.productId, t.sizeCode],
      foreignColumns: [productSizes.productId, productSizes.sizeCode],
    }).onDelete("cascade"),
    uniqueIndex("stock_alerts_open_uq")
      .on(t.userId, t.productId, t.sizeCode)
      .where(sql`${t.notifiedAt} is null`),
    index("stock_alerts_size_open_idx")
      .on(t.productId, t.sizeCode)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
