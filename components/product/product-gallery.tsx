"use client";

import { useState, type MouseEvent } from "react";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { Img, type ImgProps } from "@/components/ui/img";
import { useNotReady } from "@/components/ui/not-ready";
import styles from "./product-gallery.module.css";

interface ProductGalleryProps {
  /** Each image's optimised attributes, computed on the server (components/ui/img.tsx): large, and as a thumbnail. */
  images: { main: ImgProps; thumb: ImgProps }[];
}

/** The main image (zoomed under the pointer on hover, or toggled with a click/Enter) and its thumbnails. */
export function ProductGallery({ images }: ProductGalleryProps) {
  const t = useMessages("product").gallery;
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = images[index];
  const notReady = useNotReady();

  function follow(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 });
  }

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={zoom ? `${styles.main} ${styles.zoomed}` : styles.main}
        aria-label={zoom ? t.zoomOut : t.zoomIn}
        onMouseMove={follow}
        onMouseLeave={() => setZoom(null)}
        onClick={(event) => (zoom ? setZoom(null) : follow(event))}
        disabled={notReady.waiting}
        aria-describedby={notReady.describedBy}
      >
        {current ? (
          <Img
            {...current.main}
            style={
              zoom
                ? { ...current.main.style, transform: "scale(2)", transformOrigin: `${zoom.x}% ${zoom.y}%` }
                : current.main.style
            }
          />
        ) : null}
      </button>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t.images}>
          {images.map((image, i) => (
            <li key={image.thumb.src}>
              <button
                type="button"
                aria-label={fmt(t.show, { number: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                disabled={notReady.waiting}
                aria-describedby={notReady.describedBy}
              >
                <Img {...image.thumb} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notReady.hint}
    </div>
  );
}
