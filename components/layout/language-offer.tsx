"use client";

import Cookies from "js-cookie";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useOverlayOpen } from "@/components/ui/overlays";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { DEFAULT_LOCALE, LANG_COOKIE, type Locale } from "@/lib/i18n/config";
import { useLang } from "@/lib/i18n/client";
import { offeredLanguage } from "@/lib/i18n/route";

// The bar and its texts in every offered language load only for the shoppers who are offered one.
const LanguageOfferBar = dynamic(() => import("./language-offer-bar").then((m) => m.LanguageOfferBar), { ssr: false });

/** Every language but English has an offer (lib/i18n/messages/language-offer.ts). */
const isOffered = (lang: Locale | null): lang is Exclude<Locale, "en"> => lang !== null && lang !== DEFAULT_LOCALE;

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
  return <LanguageOfferBar offered={preferred} onDecline={() => setDeclined(true)} />;
}
