"use client";

import { useState, type ReactNode } from "react";
import styles from "./listing.module.css";

/** The phone-width 'Categories' button (its text from the server) that shows or hides the category filter. */
export function CategoriesToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.sidebarWrap}>
      <button type="button" className={`btn btn-outline ${styles.categoriesButton}`} aria-expanded={open} aria-controls="category-filter" onClick={() => setOpen((v) => !v)}>
        {label}
      </button>
      <div id="category-filter" className={open ? `${styles.filter} ${styles.filterOpen}` : styles.filter}>
        {children}
      </div>
    </div>
  );
}
