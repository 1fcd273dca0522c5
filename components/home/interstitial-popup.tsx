"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { POPUP_DELAY_MS } from "@/lib/domain/constants";
import { whenNoOverlayOpen } from "@/components/ui/overlays";

// The dialog's code loads when the popup is due, not with the page.
const PopupDialog = dynamic(() => import("./popup-dialog").then((mod) => mod.PopupDialog), { ssr: false });

const SEEN_KEY = "interstitial_seen";

/**
 * The home popup: 2 s after the page loads, once per browser session, closable. `text` (the home settings' words of
 * the image, its promo code) is shown under the image, and is its alt text when given; `code`, the promo code itself, is
 * copied in one tap. It never opens over another overlay (the phone menu, the search, the cart panel, a dialog, the language offer): once
 * due it waits until they are all closed, so it cannot take the taps meant for them (issue #30). It counts as seen
 * only once shown.
 */
export function InterstitialPopup({
  image,
  alt,
  text,
  code,
}: {
  image: string;
  alt: string;
  text: string | null;
  code: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    let stopWaiting = () => {};
    const timer = window.setTimeout(() => {
      stopWaiting = whenNoOverlayOpen(() => {
        sessionStorage.setItem(SEEN_KEY, "1");
        setDue(true);
        setOpen(true);
      });
    }, POPUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, []);
  return due ? (
    <PopupDialog open={open} onClose={() => setOpen(false)} image={image} alt={alt} text={text} code={code} />
  ) : null;
}
