"use client";

import Cookies from "js-cookie";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { ENDONYMS, LANG_COOKIE, LANG_COOKIE_MAX_AGE_DAYS, LOCALES, type Locale } from "@/lib/i18n/config";
import { useLang, useMessages } from "@/lib/i18n/client";
import { localHref, switchHref } from "@/lib/i18n/route";

/** Keeps the shopper's choice for a year: an unprefixed page then opens in it (lib/server/http/page-routing.ts). */
export function rememberLanguage(lang: Locale): void {
  Cookies.set(LANG_COOKIE, lang, { expires: LANG_COOKIE_MAX_AGE_DAYS, sameSite: "lax", path: "/" });
}

/** The page's address as the browser shows it, query and hash included. */
export const currentAddress = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The footer's language list: links to the same page in each language (/products?sort=NEWEST → /id/products?sort=NEWEST).
 * Following one keeps the choice in the `lang` cookie and loads the page whole, so nothing of the old language stays in
 * the router cache. The server renders links to each language's home page (a cached layout does not know the page it
 * is in); the page's own address replaces them once the page runs, and again at the click, query included.
 */
export function LanguageList({ className }: { className?: string }) {
  const current = useLang();
  // Read again whenever the router moves to another page (usePathname changes), once hydrated.
  usePathname();
  const page = useIsHydrated() ? currentAddress() : null;
  const { footer, languageNames } = useMessages("common");
  function choose(event: MouseEvent<HTMLAnchorElement>, lang: Locale) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    rememberLanguage(lang);
    window.location.assign(switchHref(currentAddress(), lang));
  }
  return (
    <ul aria-label={footer.languages} className={className}>
      {LOCALES.map((lang) => (
        <li key={lang}>
          <a
            href={page ? switchHref(page, lang) : localHref(lang, "/")}
            hrefLang={lang}
            lang={lang === current ? undefined : lang}
            aria-current={lang === current ? "true" : undefined}
            onClick={(event) => choose(event, lang)}
          >
            {languageNames[lang]}
            {languageNames[lang] === ENDONYMS[lang] ? null : <span lang={lang}> ({ENDONYMS[lang]})</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
