import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { translationsColumn } from "./translations";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const homeSliders = pgTable("home_sliders", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  /** IMAGE or YOUTUBE. */
  sliderType: text("slider_type").notNull(),
  mediaUrl: text("media_url"),
  mediaUrlMobile: text("media_url_mobile"),
  youtubeVideoId: text("youtube_video_id"),
  title: text("title"),
  hrefUrl: text("href_url"),
  openNewTab: boolean("open_new_tab").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  /** A slide's title and pictures (which carry its words) in the other languages. */
  translations: translationsColumn<HomeSliderText>(),
});

export type HomeSliderText = "title" | "mediaUrl" | "mediaUrlMobile";

export type HomeSectionText = "title" | "subtitle" | "body" | "actionLabel";

/** The home page's sections (hero, banners, collections, service blocks, brand logos...), addressed by key. */
export const homeSections = pgTable(
  "home_sections",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sectionKey: text("section_key").notNull(),
    title: text("title"),
    subtitle: text("subtitle"),
    body: text("body"),
    imageUrl: text("image_url"),
    imageUrlMobile: text("image_url_mobile"),
    hrefUrl: text("href_url"),
    actionLabel: text("action_label"),
    sortOrder: integer("sort_order").notNull().default(0),
    translations: translationsColumn<HomeSectionText>(),
  },
  (t) => [index("home_sections_key_idx").on(t.sectionKey, t.sortOrder)],
);

/** general_settings: interstitial popup image, home video, ... */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const hashtagImages = pgTable("hashtag_images", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  imageUrl: text("image_url").notNull(),
  igUrl: text("ig_url").notNull(),
  caption: text("caption"),
  sortOrder: integer("sort_order").notNull().default(0),
  translations: translationsColumn<"caption">(),
});

/** What an outbox row carries for a messaging channel: the template, its parameters, and the mail to fall back to. */
export interface OutboxMessagePayload {
  template: string;
  lang: string;
  params: string[];
  /** The consent it was queued under (messaging_consents): withdrawn before it goes, it is not sent. */
  consentId: number | null;
  /** The mail sent instead when the message cannot be delivered (a number not on WhatsApp). */
  fallback: { to: string; subject: string } | null;
}

/**
 * The durable outbox of every channel: mail (SMTP, or waiting here when no SMTP server is configured) and messages
 * (WhatsApp). `channel` is a plain column so the backlog can be counted per channel.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** mail | whatsapp (lib/server/messaging/channels.ts). */
    channel: text("channel").notNull().default("mail"),
    /** The mail address, or the E.164 phone number of a message. */
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    kind: text("kind").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    sentAt: ts("sent_at"),
    /** queued (waiting, or waiting for a retry), sending (claimed by one sender until claimed_until), sent, failed. */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    claimedUntil: ts("claimed_until"),
    lastError: text("last_error"),
    /** One row per event: a second write of the same key (a replayed notification) adds nothing. */
    dedupeKey: text("dedupe_key"),
    /** The order the row tells of, when it tells of one. */
    orderId: integer("order_id"),
    payload: jsonb("payload").$type<OutboxMessagePayload>(),
    /** The provider's id of a sent message (WhatsApp's wamid), and the last status its webhook reported. */
    providerMessageId: text("provider_message_id"),
    deliveryStatus: text("delivery_status"),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_channel_idx").on(t.channel, t.status),
    uniqueIndex("mail_outbox_dedupe_key_idx").on(t.dedupeKey),
    index("mail_outbox_provider_message_idx").on(t.providerMessageId),
    // An order's rows go in the order they were written (claimOutbox looks for an earlier one still to go).
    index("mail_outbox_order_idx").on(t.orderId, t.id),
  ],
);
