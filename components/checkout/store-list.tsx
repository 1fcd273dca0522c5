"use client";

import type { AvailableShowroom, AvailableShowroomRegion } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";

interface Props {
  regions: AvailableShowroomRegion[];
  partial: AvailableShowroom[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

function StoreButton({
  store,
  selected,
  onSelect,
}: {
  store: AvailableShowroom;
  selected: boolean;
  onSelect: (id: number) => void;
}) {
  const t = useMessages("checkout").stores;
  return (
    <button
      type="button"
      className={`${styles.choice} ${selected ? styles.choiceSelected : ""}`}
      onClick={() => onSelect(store.id)}
    >
      <strong>{store.showroom_name}</strong>
      <br />
      <span className={styles.muted}>
        {store.address1}, {store.address3}
      </span>
      {store.available_items < store.total_items && (
        <>
          <br />
          <span className={styles.muted}>
            {fmt(t.availableItems, { available: store.available_items, total: store.total_items })}
          </span>
        </>
      )}
    </button>
  );
}

/** Stores holding the whole cart by region, then those holding part of it (the rest stays in the cart). */
export function StoreList({ regions, partial, selectedId, onSelect }: Props) {
  const t = useMessages("checkout").stores;
  return (
    <>
      {regions.map((region) => (
        <div key={region.id} className={styles.region}>
          <h3 className={styles.regionName}>{region.region_name}</h3>
          <div className={styles.choices}>
            {region.showrooms.map((s) => (
              <StoreButton key={s.id} store={s} selected={selectedId === s.id} onSelect={onSelect} />
            ))}
          </div>
        </div>
      ))}
      {partial.length > 0 && (
        <div className={styles.region}>
          <h3 className={styles.regionName}>{t.partial}</h3>
          <div className={styles.choices}>
            {partial.map((s) => (
              <StoreButton key={s.id} store={s} selected={selectedId === s.id} onSelect={onSelect} />
            ))}
          </div>
        </div>
      )}
    </>
  );
}
