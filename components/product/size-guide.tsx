"use client";

import Image from "next/image";
import { useState, type MouseEvent } from "react";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { LazyModal, preloadModal } from "@/components/ui/lazy-modal";
import { SIZE_GUIDE_ID } from "./size-guide-anchor";
import styles from "./size-guide.module.css";

/**
 * 'Size guide' beside the size buttons: a link to the page's size-guide section that, once the page is interactive,
 * opens the chart in a sheet instead; the chart fits the sheet's width, and "Zoom in" doubles it to scroll around.
 */
export function SizeGuide({ chartUrl, productName }: { chartUrl: string; productName: string }) {
  const t = useMessages("product");
  const [open, setOpen] = useState(false);
  const [zoomed, setZoomed] = useState(false);

  function openSheet(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setZoomed(false);
    setOpen(true);
  }

  return (
    <>
      <a
        href={`#${SIZE_GUIDE_ID}`}
        className={styles.link}
        onClick={openSheet}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        {t.sizeGuideLink}
      </a>
      <LazyModal open={open} title={t.sizeGuideLink} onClose={() => setOpen(false)} sheet>
        <div className={zoomed ? `${styles.chart} ${styles.zoomed}` : styles.chart}>
          <Image
            src={chartUrl}
            alt={fmt(t.sizeGuideAlt, { name: productName })}
            width={900}
            height={600}
            sizes={zoomed ? "200vw" : "(max-width: 720px) 100vw, 720px"}
          />
        </div>
        <button type="button" className="btn btn-outline" onClick={() => setZoomed(!zoomed)}>
          {zoomed ? t.gallery.zoomOut : t.gallery.zoomIn}
        </button>
      </LazyModal>
    </>
  );
}
