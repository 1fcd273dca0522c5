import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { MAIL_LANGS } from "./mail-lang";
import { cities, provinces, subdistricts } from "./regions";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    gender: text("gender").notNull(),
    /** scrypt hash with its per-user salt and parameters, never the password. */
    passwordHash: text("password_hash").notNull(),
    /** The interface language of the last sign-up, sign-in or profile save: the account's mails are written in it. */
    lang: text("lang", { enum: MAIL_LANGS }).notNull().default("en"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_uq").on(t.email), check("users_lang_check", sql`${t.lang} in ('en', 'fr', 'id')`)],
);

/** Bearer sessions: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("sessions_token_uq").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
  },
  (t) => [uniqueIndex("password_resets_token_uq").on(t.tokenHash)],
);

/** Failed sign-in attempts, shared by every server instance through the database. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    attemptedAt: ts("attempted_at").notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_email_idx").on(t.email, t.attemptedAt)],
);

export const userAddresses = pgTable(
  "user_addresses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientPhone: text("recipient_phone").notNull(),
    recipientZip: text("recipient_zip").notNull().default(""),
    addressStreet: text("address_street").notNull(),
    provinceId: text("province_id")
      .notNull()
      .references(() => provinces.id),
    cityId: text("city_id")
      .notNull()
      .references(() => cities.id),
    subdistrictId: text("subdistrict_id")
      .notNull()
      .references(() => subdistricts.id),
    notes: text("notes").notNull().default(""),
    isPrimary: boolean("is_primary").notNull().default(false),
    /**
     * The courier's own destination id for this address, which the shopper confirmed (its label as shown), and the
     * courier plug-in it belongs to (docs/providers.md). Beside the official district, never instead of it.
     */
    courier: text("courier"),
    courierDestinationId: text("courier_destination_id"),
    courierDestinationLabel: text("courier_destination_label"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("user_addresses_user_idx").on(t.userId),
    uniqueIndex("user_addresses_one_primary_uq")
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    check(
      "user_addresses_courier_destination_check",
      sql`(${t.courier} is null) = (${t.courierDestinationId} is null)`,
    ),
  ],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    subscribed: boolean("subscribed").notNull().default(true),
    source: text("source").notNull().default("HOME"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** A home-box sign-up waiting for its mailed link (double opt-in): the link's token hash, cleared once used. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmSentAt: ts("confirm_sent_at"),
  },
  (t) => [
    uniqueIndex("newsletter_email_uq").on(t.email),
    uniqueIndex("newsletter_confirm_token_uq").on(t.confirmTokenHash),
  ],
);
