import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderLines, orders } from "./orders";
import { showrooms } from "./stores";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const money = (name: string) => bigint(name, { mode: "number" });

/**
 * A shopper's return request (docs/returns.md): a DRAFT while its files arrive, then REQUESTED, and on through the
 * staff's moves (lib/domain/order-status.ts, RETURN_STATUS). Money is integer rupiah.
 */
export const returnRequests = pgTable(
  "return_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The request's id in the API and the ops tool: random, so one request's id tells nothing of another's. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    reason: text("reason").notNull(),
    description: text("description").notNull(),
    tagsAttached: boolean("tags_attached").notNull(),
    method: text("method").notNull(),
    /** A drop-off's showroom. */
    showroomId: integer("showroom_id").references(() => showrooms.id),
    /** A parcel's shipping receipt and what it cost, as the shopper gave them (both optional). */
    parcelReceipt: text("parcel_receipt"),
    parcelCost: money("parcel_cost"),
    /** SHA-256 of the draft's upload token (given once to the shopper's browser): files and submit carry it. */
    uploadTokenHash: text("upload_token_hash").notNull(),
    /** The client address that made it (per-address limits). */
    clientAddress: text("client_address"),
    /** The bank account for a refund by transfer, encrypted (AES-256-GCM, lib/server/returns/bank-details.ts). */
    bankDetailsEnc: text("bank_details_enc"),
    rejectReason: text("reject_reason"),
    /** What the staff found when the item came back. */
    condition: text("condition"),
    refundAmount: money("refund_amount"),
    refundMethod: text("refund_method"),
    refundReference: text("refund_reference"),
    createdAt: ts("created_at").notNull().defaultNow(),
    submittedAt: ts("submitted_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("return_requests_public_id_uq").on(t.publicId),
    index("return_requests_order_idx").on(t.orderId),
    index("return_requests_status_idx").on(t.status, t.updatedAt),
    check("return_requests_reason_check", sql`${t.reason} in ('wrong_item', 'defective', 'damaged_in_transit')`),
    check("return_requests_method_check", sql`${t.method} in ('drop_off', 'parcel')`),
  ],
);

/**
 * The order lines a request returns, with their quantities. `open` is true while the request is not ended
 * (rejected or refunded): the partial unique index allows one open request per order line at a time.
 */
export const returnLines = pgTable(
  "return_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    qty: integer("qty").notNull(),
    /** Units put back into a showroom's stock when the item was received. */
    restockedQty: integer("restocked_qty").notNull().default(0),
    open: boolean("open").notNull().default(true),
  },
  (t) => [
    index("return_lines_request_idx").on(t.requestId),
    uniqueIndex("return_lines_open_line_uq")
      .on(t.orderLineId)
      .where(sql`${t.open}`),
    check("return_lines_qty_check", sql`${t.qty} > 0`),
  ],
);

/** The photos and video of a request, kept in the file store (lib/server/storage) under `storageKey`. */
export const returnFiles = pgTable(
  "return_files",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["photo", "video"] }).notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** The name the shopper's file had, for the staff (never used as a path). */
    fileName: text("file_name").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("return_files_request_idx").on(t.requestId)],
);

/** Every move of a request, with its note and time: the shopper's timeline. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer("request_id")
      .notNull()
      .references(() => returnRequests.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    note: text("note"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("return_events_request_idx").on(t.requestId)],
);
