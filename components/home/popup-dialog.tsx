"use client";

import Image from "next/image";
import { Modal } from "@/components/ui/modal";
import { useMessages } from "@/lib/i18n/client";
import styles from "./home.module.css";

/** The home popup's dialog: its image and, under it, the words of the image (its promo code). */
export function PopupDialog({
  open,
  onClose,
  image,
  alt,
  text,
}: {
  open: boolean;
  onClose: () => void;
  image: string;
  alt: string;
  text: string | null;
}) {
  const title = useMessages("home").popup.title;
  return (
    <Modal open={open} title={title} onClose={onClose} width={560}>
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
