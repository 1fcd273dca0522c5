import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { showrooms } from "./stores";

/**
 * One row per stock sync batch applied (POST /api/ops/stock, lib/server/stock/sync.ts): the body's SHA-256 and the
 * answer given, so the same batch sent again gets the same answer and changes nothing, and the same id with
 * another body is refused.
 */
export const stockSyncBatches = pgTable("stock_sync_batches", {
  batchId: text("batch_id").primaryKey(),
  bodyHash: text("body_hash").notNull(),
  rowCount: integer("row_count").notNull(),
  answer: jsonb("answer").notNull(),
  appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Every stock change a sync made: the POS's on-hand count, the units the shop's unpaid orders held then, and the
 * available units before and after (after = max(0, on_hand − held)).
 */
export const stockSyncAudit = pgTable(
  "stock_sync_audit",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    batchId: text("batch_id")
      .notNull()
      .references(() => stockSyncBatches.batchId),
    sku: text("sku").notNull(),
    showroomId: integer("showroom_id")
      .notNull()
      .references(() => showrooms.id),
    productId: integer("product_id").notNull(),
    sizeCode: text("size_code").notNull(),
    onHand: integer("on_hand").notNull(),
    held: integer("held").notNull(),
    before: integer("qty_before").notNull(),
    after: integer("qty_after").notNull(),
    at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_sync_audit_batch_idx").on(t.batchId),
    index("stock_sync_audit_size_idx").on(t.productId, t.sizeCode, t.showroomId),
  ],
);
