import type { Metadata, Viewport } from "next";
import { THEME_COLOR, manifestHref } from "@/lib/domain/system/web-app-manifest";
import { OG_LOCALES, type Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { publicSiteUrl } from "@/lib/domain/public-site-url";

/**
 * Metadata shared by every root layout (the site, the category landing, the bare page and the global 404). `shop` is
 * the shop's name (its home settings, lib/domain/shop-identity.ts).
 */
export function siteMetadata(lang: Locale, m: Catalogue, shop: string): Metadata {
  return {
    metadataBase: new URL(publicSiteUrl()),
    title: { default: fmt(m.common.meta.title, { shop }), template: `%s | ${shop}` },
    description: m.common.meta.description,
    openGraph: { siteName: shop, type: "website", locale: OG_LOCALES[lang] },
    // The language's web app manifest: installing from an Indonesian page installs the Indonesian shop.
    manifest: manifestHref(lang),
  };
}

/** The theme colour of the installed shop's title bar (the manifest's too), for every root layout. */
export const siteViewport: Viewport = { themeColor: THEME_COLOR };
