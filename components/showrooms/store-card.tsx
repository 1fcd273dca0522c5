import type { Showroom } from "@/lib/domain/showrooms/contract";
import styles from "./showrooms.module.css";
import { fmt } from "@/lib/i18n/format";
import { telHref } from "./tel-href";

/** The map link's text and its screen-reader note ("({name}, opens in a new tab)"). */
export interface StoreCardText {
  viewOnMaps: string;
  newTab: string;
}

/** One store: name, phone, the three address lines and, when it has one, its map link. */
export function StoreCard({ store, m }: { store: Showroom; m: StoreCardText }) {
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
          {m.viewOnMaps}
          <span className="visually-hidden"> {fmt(m.newTab, { name: store.showroom_name })}</span>
        </a>
      ) : null}
    </li>
  );
}
