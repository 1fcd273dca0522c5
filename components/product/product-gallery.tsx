"use client";

import Image from "next/image";
import { useState, type MouseEvent } from "react";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useNotReady } from "@/components/ui/not-ready";
import styles from "./product-gallery.module.css";

interface ProductGalleryProps {
  /** The product's image addresses, the cover first. */
  images: string[];
  /** The product's name: the main image's alt text. */
  name: string;
}

/**
 * The main image (zoomed under the pointer on hover, or toggled with a click/Enter) and its thumbnails. The first
 * image is the page's LCP: loaded at once, at high priority.
 */
export function ProductGallery({ images, name }: ProductGalleryProps) {
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
          <Image
            src={current}
            alt={name}
            fill
            sizes="(max-width: 768px) 100vw, 50vw"
            loading="eager"
            fetchPriority={index === 0 ? "high" : undefined}
            style={zoom ? { transform: "scale(2)", transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          />
        ) : null}
      </button>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t.images}>
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={fmt(t.show, { number: i + 1 })}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                disabled={notReady.waiting}
                aria-describedby={notReady.describedBy}
              >
                {/* A fixed size without `sizes`: a 1x/2x srcset, two addresses rather than one per width. */}
                <Image src={src} alt="" width={80} height={100} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {notReady.hint}
    </div>
  );
}
