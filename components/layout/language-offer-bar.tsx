"use client";

import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { LANGUAGE_OFFER } from "@/lib/i18n/messages/language-offer";
import { switchHref } from "@/lib/i18n/route";
import { currentAddress, rememberLanguage } from "./language-list";
import styles from "./language-offer.module.css";

export type Offered = keyof typeof LANGUAGE_OFFER;

/** The offer's bar in the offered language; loaded only when it is shown (components/layout/language-offer.tsx). */
export function LanguageOfferBar({ offered, onDecline }: { offered: Offered; onDecline: () => void }) {
  const t = LANGUAGE_OFFER[offered];
  const choose = (chosen: Locale) => {
    rememberLanguage(chosen);
    if (chosen === DEFAULT_LOCALE) onDecline();
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
