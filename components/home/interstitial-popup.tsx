"use client";

import { useEffect, useState } from "react";
import { POPUP_DELAY_MS } from "@/lib/domain/constants";
import { Modal } from "@/components/ui/modal";
import { useMessages } from "@/lib/i18n/client";
import { Img, type ImgProps } from "@/components/ui/img";

const SEEN_KEY = "interstitial_seen";

/** The home popup: 2 s after the page loads, once per browser session, closable. Its image comes computed from the server. */
export function InterstitialPopup({ image }: { image: ImgProps }) {
  const title = useMessages("home").popup.title;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(SEEN_KEY, "1");
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Modal open={open} title={title} onClose={() => setOpen(false)} width={560}>
      <Img {...image} />
    </Modal>
  );
}
