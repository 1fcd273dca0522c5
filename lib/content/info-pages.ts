import type { Metadata } from "next";
import { messagesFor } from "@/lib/i18n/catalogues";
import { pageAlternates } from "@/lib/i18n/alternates";
import { OG_LOCALES, type Locale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";

/** The public information pages and their routes (the sitemap lists them); titles and descriptions are in `info.pages`. */
export const INFO_PAGES = {
  stores: { path: "/stores" },
  onlineDelivery: { path: "/stores/online-delivery" },
  pickupOnStore: { path: "/stores/pickup-on-store" },
  faq: { path: "/faq" },
  tnc: { path: "/tnc" },
  hashtag: { path: "/hashtag" },
} as const satisfies Record<string, { path: string }>;

export type InfoPageKey = keyof typeof INFO_PAGES;

/** Routes for the sitemap. */
export const INFO_PAGE_LIST: readonly { path: string }[] = Object.values(INFO_PAGES);

/** Title, description, canonical address and Open Graph locale of one information page in one language. */
export function infoPageMetadata(key: InfoPageKey, lang: Locale): Metadata {
  const { title, description } = messagesFor(lang).info.pages[key];
  const path = INFO_PAGES[key].path;
  return {
    title,
    description,
    alternates: pageAlternates(lang, path),
    openGraph: { title, description, url: localHref(lang, path), locale: OG_LOCALES[lang] },
  };
}
