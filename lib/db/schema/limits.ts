import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/**
 * The request rate limiter's counters (rate-limiter-flexible's RateLimiterPostgres layout: one row per limiter key,
 * `<limiter>:<key>`; `expire` in epoch milliseconds). Created here rather than by the library at run time; rows
 * past their window are reused by the next request and swept hourly by the library.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
