"use client";

import Image from "next/image";
import { useRef } from "react";
import { toast } from "sonner";
import { Modal } from "@/components/ui/modal";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./home.module.css";

/**
 * The home popup's dialog: its image and, under it, the words of the image; its promo code (the `interstitial_promo_code`
 * setting) is copied in one tap, and a toast says so.
 */
export function PopupDialog({
  open,
  onClose,
  image,
  alt,
  text,
  code,
}: {
  open: boolean;
  onClose: () => void;
  image: string;
  alt: string;
  text: string | null;
  code: string | null;
}) {
  const t = useMessages("home").popup;
  const codeRef = useRef<HTMLElement>(null);

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(fmt(t.copied, { code: value }));
      // Done with the offer: the toast is seen over the page, not behind the dialog's backdrop.
      onClose();
    } catch {
      // No clipboard here (a page not served over HTTPS, a refused permission): the code is selected for a long press.
      if (codeRef.current) window.getSelection()?.selectAllChildren(codeRef.current);
      toast.error(t.copyFailed);
    }
  }

  return (
    <Modal open={open} title={t.title} onClose={onClose} width={560}>
      <Image src={image} alt={alt} width={800} height={800} sizes="(max-width: 600px) 90vw, 520px" />
      {/* The image's alt already says it to assistive technology. */}
      {text ? (
        <p className={styles.popupText} aria-hidden="true">
          {text}
        </p>
      ) : null}
      {code ? (
        <p className={styles.popupCode}>
          <code ref={codeRef}>{code}</code>
          <button type="button" className={styles.popupCopy} onClick={() => void copy(code)}>
            {t.copy}
          </button>
        </p>
      ) : null}
    </Modal>
  );
}
