import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { StoreHydrator } from "@/components/providers/store-hydrator";
import { ChromeGate } from "@/components/layout/chrome-gate";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getSiteChrome } from "@/lib/server/home/chrome";
import "./globals.css";

const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000";

// Pages prerendered at build time get the header's fallback data (no database during the build); this period
// bounds how long they keep it. Dynamic pages are unaffected.
export const revalidate = 300;

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: "Storefront — Fashion for Indonesia", template: "%s | Storefront" },
  description: "Tops and bottoms for men, women and kids, delivered across Indonesia or picked up at our showrooms.",
  openGraph: { siteName: "Storefront", type: "website", locale: "en_US" },
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const chrome = await getSiteChrome();
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">Skip to content</a>
        <ChromeGate><SiteHeader chrome={chrome} /></ChromeGate>
        {children}
        <ChromeGate><SiteFooter chrome={chrome} /></ChromeGate>
        <StoreHydrator />
        <CartDrawer />
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
