import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pickMessages } from "@/lib/i18n/catalogues";
import { I18nProvider } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/config";
import { RecordingRouter } from "./app-router";

/** The site layout's island namespaces (app/(site)/[lang]/layout.tsx). */
const NAMESPACES = ["common", "errors", "cart", "catalog", "product", "wishlist"] as const;

/** A server-rendered part of a page (header, footer) as HTML, inside the providers its islands read. */
export function renderPagePart(lang: Locale, part: ReactNode): string {
  return renderToStaticMarkup(
    <RecordingRouter calls={[]}>
      <I18nProvider lang={lang} messages={pickMessages(lang, NAMESPACES)}>
        {part}
      </I18nProvider>
    </RecordingRouter>,
  );
}
