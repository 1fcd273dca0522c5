import type { Metadata } from "next";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000";

/** Metadata shared by every root layout (the site, the category landing, the bare page and the global 404). */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "Storefront — Fashion for Indonesia", template: "%s | Storefront" },
  description: "Tops and bottoms for men, women and kids, delivered across Indonesia or picked up at our showrooms.",
  openGraph: { siteName: "Storefront", type: "website", locale: "en_US" },
};
