"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { POPUP_DELAY_MS } from "@/lib/domain/constants";
import { Modal } from "@/components/ui/modal";
import { whenNoOverlayOpen } from "@/components/ui/overlays";
import { useMessages } from "@/lib/i18n/client";
import styles from "./home.module.css";

const SEEN_KEY = "interstitial_seen";

/**
 * The home popup: 2 s after the page loads, once per browser session, closable. `text` (the home settings' words of
 * the image, its promo code) is shown under the image, and is its alt text when given. It
 * never opens over another overlay (the phone menu, the search, the cart panel, a dialog, the language offer): once
 * due it waits until they are all closed, so it cannot take the taps meant for them (issue #30). It counts as seen
 * only once shown.
 */
export function InterstitialPopup({ image, alt, text }: { image: string; alt: string; text: string | null }) {
  const title = useMessages("home").popup.title;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    let stopWaiting = () => {};
    const timer = window.setTimeout(() => {
      stopWaiting = whenNoOverlayOpen(() => {
        sessionStorage.setItem(SEEN_KEY, "1");
        setOpen(true);
      });
    }, POPUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, []);
  return (
    <Modal open={open} title={title} onClose={() => setOpen(false)} width={560}>
      <Image src={image} alt={alt} width={800} height={800} sizes="(max-width: 600px) 90vw, 520px" />
      {/* The image's alt already says it to assistive technology. */}
      {text ? (
        <p className={styles.popupText} aria-hidden="true">
          {text}
        </p>
      ) : null}
    </Modal>
  );
}
