import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./config";
import { pickMessages } from "./catalogues";
import { I18nProvider } from "./client";
import type { Namespace } from "./types";

/**
 * Server component: hands the named catalogue namespaces of one language to the client islands below. An English page
 * gets no errors namespace: its messages are shown as they come. Another language's errors namespace comes with the
 * English tree, which the browser resolves an English text to its code by (lib/i18n/localize.ts).
 */
export function ClientMessages({
  lang,
  namespaces,
  children,
}: {
  lang: Locale;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  const english = lang !== DEFAULT_LOCALE && namespaces.includes("errors");
  return (
    <I18nProvider
      lang={lang}
      messages={pickMessages(lang, lang === DEFAULT_LOCALE ? namespaces.filter((ns) => ns !== "errors") : namespaces)}
      english={english ? pickMessages(DEFAULT_LOCALE, ["errors"]).errors : undefined}
    >
      {children}
    </I18nProvider>
  );
}
