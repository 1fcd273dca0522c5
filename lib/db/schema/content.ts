import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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

/** Mail that was sent, or waits in the outbox when no SMTP server is configured. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
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
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt), index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
