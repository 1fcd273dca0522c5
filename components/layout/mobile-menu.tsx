"use client";

import dynamic from "next/dynamic";
import { useMessages } from "@/lib/i18n/client";
import { useState } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import { useOverlayOpen } from "@/components/ui/overlays";
import type { ChromeCategory } from "@/lib/domain/site-chrome";
import styles from "./mobile-menu.module.css";

// The panel (categories, links) loads when the shopper first reaches for the button, not with every page.
const MobileMenuPanel = dynamic(() => import("./mobile-menu-panel").then((m) => m.MobileMenuPanel), { ssr: false });
const preloadPanel = () => void import("./mobile-menu-panel");

interface MobileMenuProps {
  categories: ChromeCategory[];
  socialUrl: string | null;
}

/** The slide-in menu of small screens: per category 'Shop All' and its sub-categories, one category open at a time. */
export function MobileMenu({ categories, socialUrl }: MobileMenuProps) {
  const t = useMessages("common").mobileMenu;
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps the panel (and its open category) as it was.
  const [wanted, setWanted] = useState(false);
  const close = () => setOpen(false);
  const notReady = useNotReady();
  useOverlayOpen(open);
  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-label={t.open}
        aria-expanded={open}
        aria-controls={wanted ? "mobile-menu" : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        disabled={notReady.waiting}
        aria-describedby={notReady.describedBy}
      >
        <span aria-hidden="true">☰</span>
      </button>
      {notReady.hint}
      {wanted ? <MobileMenuPanel categories={categories} socialUrl={socialUrl} open={open} close={close} /> : null}
    </div>
  );
}
