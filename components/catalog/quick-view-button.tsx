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

/** The card's quick-view button (disabled until hydrated: it only works with script) and its modal. */
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
        {t.quickView}
      </button>
      {notReady.hint}
      <LazyModal open={open} title={product.product_name} onClose={() => setOpen(false)} width={860}>
        {open ? <QuickView product={product} onDone={() => setOpen(false)} /> : null}
      </LazyModal>
    </>
  );
}
