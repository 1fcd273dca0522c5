import { sql } from "drizzle-orm";
import { boolean, check, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The database's identity: one row, its id a random uuid written by the migration that made the table, so every
 * database the migrations make has its own (lib/db/database-identity.ts). The shared cache's keys carry it: two shops
 * on one Redis never share an entry, whatever their REDIS_KEY_PREFIX.
 */
export const databaseIdentity = pgTable(
  "database_identity",
  {
    /** Always true: the primary key that keeps the table at one row. */
    singleton: boolean("singleton").primaryKey().default(true),
    id: uuid("id").notNull().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("database_identity_one_row", sql`${t.singleton}`)],
);
