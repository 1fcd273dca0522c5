import type { Metadata } from "next";
import type { ReactNode } from "react";
import { CartDrawer } from "@/components/cart/cart-drawer";
import { LanguageOffer } from "@/components/layout/language-offer";
import { OfflineBar } from "@/components/layout/offline-bar";
import { MAIN_ID } from "@/components/layout/page-main";
import { siteMetadata, siteViewport } from "@/components/layout/site-metadata";
import { WorkerRegistration } from "@/components/layout/worker-registration";
import { SiteToaster } from "@/components/layout/site-toaster";
import { StoreHydrator } from "@/components/providers/store-hydrator";
import { IntentPrefetch } from "@/components/ui/intent-prefetch";
import { LOCALES } from "@/lib/i18n/config";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { pageMessages } from "@/lib/i18n/server";
import { buildMode } from "@/lib/server/config";
import { getSiteChrome } from "@/lib/server/home/chrome";
import "../../globals.css";

export function generateStaticParams() {
  return LOCALES.map((lang) => ({ lang }));
}

interface Props {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export const viewport = siteViewport;

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const { lang, m } = await pageMessages(params);
  const { shop } = await getSiteChrome(lang);
  return siteMetadata(lang, m, shop.name);
}

/**
 * The category landing /shop/{category} lives outside the common layout: its own menu, no site header or footer.
 * Its quick views add to the cart like everywhere else, so it keeps the cart panel, the store hydrator, the links'
 * intent prefetch and the toasts.
 */
export default async function LandingLayout({ children, params }: Props) {
  const { lang, m } = await pageMessages(params);
  return (
    <html lang={lang}>
      <body>
        <ClientMessages lang={lang} namespaces={["common", "errors", "cart", "catalog", "product", "wishlist", "chat"]}>
          <a href={`#${MAIN_ID}`} className="skip-link">
            {m.common.skipToContent}
          </a>
          {buildMode() === "demo" && <p className="demo-notice">{m.common.demoNotice}</p>}
          <OfflineBar />
          {children}
          <StoreHydrator />
          <IntentPrefetch />
          <CartDrawer />
          <SiteToaster />
          <LanguageOffer />
        </ClientMessages>
        <WorkerRegistration />
      </body>
    </html>
  );
}
