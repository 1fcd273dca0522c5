import type { Metadata } from "next";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { StoreHydrator } from "@/components/providers/store-hydrator";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { siteMetadata } from "@/components/layout/site-metadata";
import { getSiteChrome } from "@/lib/server/home/chrome";
import "../globals.css";

// Pages prerendered at build time get the header's fallback data (no database during the build); this period
// bounds how long they keep it. Dynamic pages are unaffected.
export const revalidate = 300;

export const metadata: Metadata = siteMetadata;

/** The common layout: header, footer, cart drawer, the store hydrator and the toaster. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const chrome = await getSiteChrome();
  return (
    <html lang="en">
      <body>
        <a href="#main" className="skip-link">Skip to content</a>
        <SiteHeader chrome={chrome} />
        {children}
        <SiteFooter chrome={chrome} />
        <StoreHydrator />
        <CartDrawer />
        <Toaster position="top-center" richColors closeButton />
      </body>
    </html>
  );
}
