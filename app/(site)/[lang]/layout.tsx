import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { StoreHydrator } from "@/components/providers/store-hydrator";
import { IntentPrefetch } from "@/components/ui/intent-prefetch";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteToaster } from "@/components/layout/site-toaster";
import { OfflineBar } from "@/components/layout/offline-bar";
import { MAIN_ID } from "@/components/layout/page-main";
import { siteMetadata, siteViewport } from "@/components/layout/site-metadata";
import { WorkerRegistration } from "@/components/layout/worker-registration";
import { LOCALES } from "@/lib/i18n/config";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { buildMode } from "@/lib/server/config";
import type { Namespace } from "@/lib/i18n/types";
import { getSiteChrome } from "@/lib/server/home/chrome";
import "../../globals.css";

/** Every page is prerendered once per language: /fr/… and /id/… are their trees, the unprefixed pages English's. */
export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

/** What the islands of every page need: header, cart drawer, product cards and quick view, wishlist, toasts. */
const SITE_NAMESPACES: readonly Namespace[] = ["common", "errors", "cart", "catalog", "product", "wishlist", "chat"];

export const viewport = siteViewport;

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  const { shop } = await getSiteChrome(lang);
  return siteMetadata(lang, m, shop.name);
}

/** The common layout: header, footer, cart drawer, the store hydrator, the links' intent prefetch and the toaster. */
export default async function SiteLayout({ children, params }: Props) {
  const { lang, m } = await pageMessages(params);
  const chrome = await getSiteChrome(lang);
  return (
    <html lang={lang}>
      <body>
        <ClientMessages lang={lang} namespaces={SITE_NAMESPACES}>
          <a href={`#${MAIN_ID}`} className="skip-link">
            {m.common.skipToContent}
          </a>
          {buildMode() === "demo" && <p className="demo-notice">{m.common.demoNotice}</p>}
          <SiteHeader chrome={chrome} m={m.common} />
          <OfflineBar />
          {children}
          <SiteFooter chrome={chrome} lang={lang} m={m.common} />
          <StoreHydrator />
          <IntentPrefetch />
          <CartDrawer />
          <SiteToaster />
        </ClientMessages>
        <WorkerRegistration />
      </body>
    </html>
  );
}
