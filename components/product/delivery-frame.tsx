"use client";

import type { ReactNode } from "react";
import { useMessages } from "@/lib/i18n/client";
import styles from "./delivery-estimate.module.css";

/**
 * The estimate's block: its heading, three rows of fixed height and the area button's row. The placeholder and the
 * answer both render it, so the answer takes exactly the placeholder's space.
 */
export function DeliveryFrame({
  rows,
  muted,
  action,
  children,
}: {
  rows: readonly string[];
  /** The rows are a placeholder (loading) rather than an answer. */
  muted: boolean;
  action: ReactNode;
  children?: ReactNode;
}) {
  const t = useMessages("delivery");
  return (
    <section className={styles.delivery} aria-labelledby="delivery-heading" aria-busy={muted}>
      <h2 id="delivery-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <ul className={styles.rows} aria-live="polite">
        {rows.map((text, i) => (
          <li key={i} className={`${styles.row} ${muted ? styles.muted : ""}`} title={text || undefined}>
            {text}
          </li>
        ))}
      </ul>
      <div className={styles.action}>{action}</div>
      {children}
    </section>
  );
}
