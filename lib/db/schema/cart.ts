import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { products } from "./catalog";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A cart belongs to a device (guest) and, once its shopper signs in, to the account too. */
export const carts = pgTable(
  "carts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    deviceId: uuid("device_id"),
    /** SHA-256 of the guest device's key (the HttpOnly cookie that proves holding the device, issue #34 point 11). */
    deviceKeyHash: text("device_key_hash"),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("carts_device_uq").on(t.deviceId), uniqueIndex("carts_user_uq").on(t.userId)],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    sizeCode: text("size_code").notNull(),
    qty: integer("qty").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_line_uq").on(t.cartId, t.productId, t.sizeCode),
    check("cart_items_qty_positive", sql`${t.qty} >= 1`),
  ],
);

export const wishlists = pgTable(
  "wishlists",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("wishlists_user_idx").on(t.userId, t.createdAt)],
);
