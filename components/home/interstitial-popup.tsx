"use client";

import Image from "next/image";
import { useEffect, useState } from "react";
import { POPUP_DELAY_MS } from "@/lib/domain/constants";
import { Modal } from "@/components/ui/modal";
import { useMessages } from "@/lib/i18n/client";

const SEEN_KEY = "interstitial_seen";

/** The home popup: 2 s after the page loads, once per browser session, closable. */
export function InterstitialPopup({ imageUrl }: { imageUrl: string }) {
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
      <Image src={imageUrl} alt={title} width={800} height={800} sizes="(max-width: 600px) 90vw, 520px" />
    </Modal>
  );
}
