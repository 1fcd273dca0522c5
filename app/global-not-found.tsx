import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { siteMetadata } from "@/components/layout/site-metadata";
import { messagesFor } from "@/lib/i18n/catalogues";
import { ClientMessages } from "@/lib/i18n/client-messages";
import { cookieLang } from "@/lib/i18n/server";
import { getSiteChrome } from "@/lib/server/home/chrome";
import "./globals.css";

// Its document depends on the shopper's language cookie, so it renders per request (no static shell to validate).
export const instant = false;

// The app has several root layouts (site, category landing, bare page), so unmatched URLs get this whole document.
// It stands outside the [lang] tree, so it reads the language cookie itself.
export async function generateMetadata(): Promise<Metadata> {
  const lang = await cookieLang();
  const m = messagesFor(lang);
  const { shop } = await getSiteChrome(lang);
  return {
    ...siteMetadata(lang, m, shop.name),
    title: `${m.common.notFound.metaTitle} | ${shop.name}`,
    robots: { index: false },
  };
}

export default async function GlobalNotFound() {
  const lang = await cookieLang();
  return (
    <html lang={lang}>
      <body>
        <ClientMessages lang={lang} namespaces={["common"]}>
          <NotFoundContent />
        </ClientMessages>
      </body>
    </html>
  );
}
