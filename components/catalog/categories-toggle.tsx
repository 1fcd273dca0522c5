"use client";

import { useState, type ReactNode } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import styles from "./listing.module.css";

/** The phone-width 'Categories' button (its text from the server) that shows or hides the category filter; disabled until hydrated. */
export function CategoriesToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const notReady = useNotReady();
  return (
    <div className={styles.sidebarWrap}>
      <button
        type="button"
        className={`btn btn-outline ${styles.categoriesButton}`}
        aria-expanded={open}
        aria-controls="category-filter"
        onClick={() => setOpen((v) => !v)}
        disabled={notReady.waiting}
        aria-describedby={notReady.describedBy}
      >
        {label}
      </button>
      {notReady.hint}
      <div id="category-filter" className={open ? `${styles.filter} ${styles.filterOpen}` : styles.filter}>
        {children}
      </div>
    </div>
  );
}
