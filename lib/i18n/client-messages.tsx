import type { ReactNode } from "react";
import type { Locale } from "./config";
import { pickMessages } from "./catalogues";
import { I18nProvider } from "./client";
import type { Namespace } from "./types";

/** Server component: hands the named catalogue namespaces of one language to the client islands below. */
export function ClientMessages({ lang, namespaces, children }: { lang: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  return (
    <I18nProvider lang={lang} messages={pickMessages(lang, namespaces)}>
      {children}
    </I18nProvider>
  );
}
