import type { Metadata } from "next";
import { OG_LOCALES, type Locale } from "@/lib/i18n/config";
import type { Catalogue } from "@/lib/i18n/types";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000";

/** Metadata shared by every root layout (the site, the category landing, the bare page and the global 404). */
export function siteMetadata(lang: Locale, m: Catalogue): Metadata {
  return {
    metadataBase: new URL(siteUrl),
    title: { default: m.common.meta.title, template: "%s | Storefront" },
    description: m.common.meta.description,
    openGraph: { siteName: "Storefront", type: "website", locale: OG_LOCALES[lang] },
  };
}
