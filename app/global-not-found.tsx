import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { siteMetadata } from "@/components/layout/site-metadata";
import "./globals.css";

// The app has several root layouts (site, category landing, bare page), so unmatched URLs get this whole document.
export const metadata: Metadata = { ...siteMetadata, title: "Page not found | Storefront", robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <NotFoundContent />
      </body>
    </html>
  );
}
