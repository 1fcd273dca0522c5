import { LABELS } from "@/lib/domain/messages";
import type { Showroom as ShowroomPayload } from "@/lib/domain/types";
import styles from "./stores.module.css";
import { telHref } from "./tel-href";

/** One store: name, phone, the three address lines and, when it has one, its map link. */
export function StoreCard({ store }: { store: ShowroomPayload }) {
  const lines = [store.address1, store.address2, store.address3].filter((line): line is string => Boolean(line));
  return (
    <li className={styles.card}>
      <h3 className={styles.name}>{store.showroom_name}</h3>
      {store.phone ? (
        <p className={styles.phone}>
          <a href={telHref(store.phone)}>{store.phone}</a>
        </p>
      ) : null}
      <address className={styles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {store.maps_url ? (
        <a className={styles.maps} href={store.maps_url} target="_blank" rel="noopener noreferrer">
          {LABELS.viewOnMaps}
          <span className={styles.srOnly}> ({store.showroom_name}, opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  );
}
