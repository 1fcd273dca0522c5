import type { ReactNode } from "react";
import styles from "./delivery-estimate.module.css";

/**
 * The estimate's block: its heading, three rows of fixed height and the area button's row. The server's placeholder
 * and the browser's answer both render it, so the answer takes exactly the placeholder's space. No hooks: it renders
 * on the server (the page) and in the estimate's own script.
 */
export function DeliveryFrame({
  heading,
  rows,
  muted,
  action,
  children,
}: {
  heading: string;
  rows: readonly string[];
  /** The rows are a placeholder (loading) rather than an answer. */
  muted: boolean;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={styles.delivery} aria-labelledby="delivery-heading" aria-busy={muted}>
      <h2 id="delivery-heading" className={styles.heading}>
        {heading}
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

/** The server's placeholder: the loading text and the area button, off until the estimate's script takes over. */
export function DeliveryPlaceholder({
  t,
  notReady,
}: {
  t: { heading: string; loading: string; chooseArea: string };
  notReady: string;
}) {
  return (
    <DeliveryFrame
      heading={t.heading}
      rows={[t.loading, "", ""]}
      muted
      action={
        <>
          <button type="button" className={styles.link} disabled aria-describedby="delivery-not-ready">
            {t.chooseArea}
          </button>
          <span id="delivery-not-ready" className="visually-hidden">
            {notReady}
          </span>
        </>
      }
    />
  );
}
