"use client";

import Cookies from "js-cookie";
import { useState } from "react";
import { useOverlayOpen } from "@/components/ui/overlays";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { DEFAULT_LOCALE, LANG_COOKIE, type Locale } from "@/lib/i18n/config";
import { useLang } from "@/lib/i18n/client";
import { LANGUAGE_OFFER } from "@/lib/i18n/messages/language-offer";
import { offeredLanguage, switchHref } from "@/lib/i18n/route";
import { currentAddress, rememberLanguage } from "./language-list";
import styles from "./language-offer.module.css";

type Offered = keyof typeof LANGUAGE_OFFER;

const isOffered = (lang: Locale | null): lang is Offered => lang !== null && lang in LANGUAGE_OFFER;

/**
 * A first visit to an English page from a browser that prefers Indonesian (or French) is offered that language's page
 * (docs/adr/0006): a bar fixed to the bottom, shown once the page runs, so cached pages stay one page for everyone and
 * nothing shifts. Following it or declining it is remembered in the `lang` cookie, and the bar never shows again.
 */
export function LanguageOffer() {
  const lang = useLang();
  const hydrated = useIsHydrated();
  const [declined, setDeclined] = useState(false);
  const preferred =
    hydrated && !declined && lang === DEFAULT_LOCALE && !Cookies.get(LANG_COOKIE)
      ? offeredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language])
      : null;
  useOverlayOpen(isOffered(preferred));
  if (!isOffered(preferred)) return null;
  const offered = preferred;
  const t = LANGUAGE_OFFER[offered];
  const choose = (chosen: Locale) => {
    rememberLanguage(chosen);
    if (chosen === DEFAULT_LOCALE) setDeclined(true);
    else window.location.assign(switchHref(currentAddress(), chosen));
  };
  return (
    <aside className={styles.offer} lang={offered} aria-label={t.label}>
      <p>{t.text}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => choose(offered)}>
          {t.accept}
        </button>
        <button type="button" className={styles.dismiss} onClick={() => choose(DEFAULT_LOCALE)}>
          {t.dismiss}
        </button>
      </div>
    </aside>
  );
}
