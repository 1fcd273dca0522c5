import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A shopper's consent to order updates on a messaging channel (WhatsApp), given at checkout for one number: when, for
 * which number, by whom (the account, or a guest's order). Withdrawn from the account page or by replying STOP.
 */
export const messagingConsents = pgTable(
  "messaging_consents",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel").notNull(),
    /** E.164, +62… */
    phone: text("phone").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    grantedAt: ts("granted_at").notNull().defaultNow(),
    withdrawnAt: ts("withdrawn_at"),
    /** account | stop */
    withdrawnBy: text("withdrawn_by"),
  },
  (t) => [index("messaging_consents_phone_idx").on(t.phone), index("messaging_consents_user_idx").on(t.userId)],
);

/**
 * What the channel's webhook reported, once each: a message's statuses (sent, delivered, read, failed) and the
 * shopper's replies (inbound). The unique key makes a replayed webhook change nothing.
 */
export const messageEvents = pgTable(
  "message_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    channel: text("channel").notNull(),
    /** The provider's message id (a status's message, or the inbound message itself). */
    providerMessageId: text("provider_message_id").notNull(),
    /** sent | delivered | read | failed | inbound */
    event: text("event").notNull(),
    outboxId: integer("outbox_id"),
    errorCode: integer("error_code"),
    occurredAt: ts("occurred_at"),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("message_events_once_idx").on(t.providerMessageId, t.event)],
);
