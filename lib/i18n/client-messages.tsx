import type { ReactNode } from "react";
import { DEFAULT_LOCALE, type Locale } from "./config";
import { pickMessages } from "./catalogues";
import { I18nProvider } from "./client";
import type { Namespace } from "./types";

/**
 * Server component: hands the named catalogue namespaces of one language to the client islands below. The English
 * errors namespace is not sent: it is the spec's MSG, which the browser bundle holds already (see I18nProvider).
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
  return (
    <I18nProvider
      lang={lang}
      messages={pickMessages(lang, lang === DEFAULT_LOCALE ? namespaces.filter((ns) => ns !== "errors") : namespaces)}
    >
      {children}
    </I18nProvider>
  );
}
