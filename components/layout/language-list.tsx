"use client";

import Cookies from "js-cookie";
import { ENDONYMS, LANG_COOKIE, LANG_COOKIE_MAX_AGE_DAYS, LOCALES, type Locale } from "@/lib/i18n/config";
import { useLang, useMessages } from "@/lib/i18n/client";

/**
 * The footer's language list. A choice is kept in the `lang` cookie for a year and the page reloads: the router
 * (lib/server/http/page-routing.ts) then serves the same URL from that language's pages, so nothing of the old language stays in the router cache.
 */
export function LanguageList({ className }: { className?: string }) {
  const current = useLang();
  const { footer, languageNames } = useMessages("common");
  function choose(lang: Locale) {
    if (lang === current) return;
    Cookies.set(LANG_COOKIE, lang, { expires: LANG_COOKIE_MAX_AGE_DAYS, sameSite: "lax", path: "/" });
    window.location.reload();
  }
  return (
    <ul aria-label={footer.languages} className={className}>
      {LOCALES.map((lang) => (
        <li key={lang}>
          <button type="button" lang={lang === current ? undefined : lang} aria-pressed={lang === current} onClick={() => choose(lang)}>
            {languageNames[lang]}
            {languageNames[lang] === ENDONYMS[lang] ? null : <span lang={lang}> ({ENDONYMS[lang]})</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
