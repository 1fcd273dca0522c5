import type { ReactNode } from "react";
import styles from "./listing.module.css";

const SHEET_ID = "category-filter";

interface CategoriesToggleProps {
  /** The phone's button ('Filter', 'Filter (2)'), from the server. */
  label: string;
  /** The sheet's close button's name. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * The listing's side column; on a phone a bottom sheet that the 'Filter' button opens. The sheet is a native popover,
 * plain HTML: it opens and closes (Escape, a tap outside, ×) before the page's script runs, and without it.
 */
export function CategoriesToggle({ label, closeLabel, children }: CategoriesToggleProps) {
  return (
    <div className={styles.sidebarWrap}>
      <button type="button" className={`btn btn-outline ${styles.categoriesButton}`} popoverTarget={SHEET_ID}>
        {label}
      </button>
      <div id={SHEET_ID} popover="auto" className={styles.sheet}>
        <button
          type="button"
          className={styles.sheetClose}
          popoverTarget={SHEET_ID}
          popoverTargetAction="hide"
          aria-label={closeLabel}
        >
          ×
        </button>
        {children}
      </div>
    </div>
  );
}
