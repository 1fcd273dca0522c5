import styles from "./spinner.module.css";

/** A small spinning ring with a visible label (e.g. 'Loading...'), announced politely to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <p className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.ring} aria-hidden="true" />
      {label}
    </p>
  );
}
