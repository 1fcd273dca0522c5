import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos a catalogue import brought (products, category covers, size charts), kept in the database so that every
 * instance serves them: `/media/catalog/<sha-256 prefix>.<ext>`, named by their content, so the same photo imported
 * again is the same row.
 */
export const catalogPhotos = pgTable("catalog_photos", {
  urlPath: text("url_path").primaryKey(),
  contentType: text("content_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
