"use client";

import Cookies from "js-cookie";
import { usePathname } from "next/navigation";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { ENDONYMS, LANG_COOKIE, LANG_COOKIE_MAX_AGE_DAYS, LOCALES, type Locale } from "@/lib/i18n/config";
import { useLang, useMessages } from "@/lib/i18n/client";
/** The address that keeps a choice and opens the page in that language (app/language/[lang]/route.ts). */

export const chooseHref = (lang: Locale, page: string) => `/language/${lang}?next=${encodeURIComponent(page)}`;

/** Keeps the shopper's choice for a year: an unprefixed page then opens in it (lib/server/http/page-routing.ts). */
export function rememberLanguage(lang: Locale): void {
  Cookies.set(LANG_COOKIE, lang, { expires: LANG_COOKIE_MAX_AGE_DAYS, sameSite: "lax", path: "/" });
}

/** The page's address as the browser shows it, query and hash included. */
export const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The footer's language list: links to the same page in each language (/products?sort=NEWEST → /id/products?sort=NEWEST).
 * Following one keeps the choice in the `lang` cookie (set by the server: it holds with JavaScript off and for a tap
 * before hydration) and loads the page whole, so nothing of the old language stays in the router cache. The server
 * renders links to each language's home page (a cached layout does not know the page it is in); the page's own
 * address, query included, replaces them once the page runs.
 */
export function LanguageList({ className }: { className?: string }) {
  const current = useLang();
  // Read again whenever the router moves to another page (usePathname changes), once hydrated.
  usePathname();
  const page = useIsHydrated() ? currentAddress() : null;
  const { footer, languageNames } = useMessages("common");
  return (
    <ul aria-label={footer.languages} className={className}>
      {LOCALES.map((lang) => (
        <li key={lang}>
          <a
            href={chooseHref(lang, page ?? "/")}
            hrefLang={lang}
            lang={lang === current ? undefined : lang}
            aria-current={lang === current ? "true" : undefined}
          >
            {languageNames[lang]}
            {languageNames[lang] === ENDONYMS[lang] ? null : <span lang={lang}> ({ENDONYMS[lang]})</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
