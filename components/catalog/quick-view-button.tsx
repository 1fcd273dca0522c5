"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { LazyModal, preloadModal } from "@/components/ui/lazy-modal";
import { useNotReady } from "@/components/ui/not-ready";
import type { CardProduct } from "./card-product";
import styles from "./quick-view.module.css";

// The quick view (size picker, stepper, add to cart) loads when a shopper first opens one, not with the listing.
const QuickView = dynamic(() => import("./quick-view").then((m) => m.QuickView), { ssr: false });

/** Both chunks on intent, so the click finds them loaded rather than waiting for one and then the other. */
function preload(): void {
  preloadModal();
  void import("./quick-view");
}

/**
 * The card's quick-view button (disabled until hydrated: it only works with script) and its modal: a bar over the
 * picture on hover with a pointer, a small button in the picture's corner on a touch screen (CSS media queries).
 */
export function QuickViewButton({ product }: { product: CardProduct }) {
  const t = useMessages("catalog").card;
  const [open, setOpen] = useState(false);
  const notReady = useNotReady();
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        disabled={notReady.waiting}
        aria-describedby={notReady.describedBy}
        aria-label={fmt(t.quickViewOf, { name: product.product_name })}
      >
        {/* A pointer sees the words as a bar on hover; a touch screen the eye in the corner (./quick-view.module.css). */}
        <span className={styles.triggerText}>{t.quickView}</span>
        <span className={styles.triggerIcon} aria-hidden="true">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
            <circle cx="12" cy="12" r="3" />
          </svg>
        </span>
      </button>
      {notReady.hint}
      <LazyModal open={open} title={product.product_name} onClose={() => setOpen(false)} width={860}>
        {open ? <QuickView product={product} onDone={() => setOpen(false)} /> : null}
      </LazyModal>
    </>
  );
}
