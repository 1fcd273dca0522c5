"use client";

import { useState, type ReactNode } from "react";
import styles from "./listing.module.css";

/** The phone-width 'Categories' button that shows or hides the category filter. */
export function CategoriesToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.sidebarWrap}>
      <button type="button" className={`btn btn-outline ${styles.categoriesButton}`} aria-expanded={open} aria-controls="category-filter" onClick={() => setOpen((v) => !v)}>
        Categories
      </button>
      <div id="category-filter" className={open ? `${styles.filter} ${styles.filterOpen}` : styles.filter}>
        {children}
      </div>
    </div>
  );
}
