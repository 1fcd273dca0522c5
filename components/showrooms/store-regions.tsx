import type { StoreListing } from "@/lib/domain/showrooms/contract";
import { StoreCard, type StoreCardText } from "./store-card";
import styles from "./showrooms.module.css";

/** Regions with their stores; a region without stores is not shown. */
export function StoreRegions({ regions, m }: { regions: StoreListing["showroom_regions"]; m: StoreCardText }) {
  const shown = regions.filter((region) => region.showrooms.length > 0);
  return (
    <div className={styles.regions}>
      {shown.map((region) => (
        <section key={region.id} aria-labelledby={`region-${region.id}`} className={styles.region}>
          <h2 id={`region-${region.id}`} className={styles.regionName}>
            {region.region_name}
          </h2>
          <ul className={styles.grid}>
            {region.showrooms.map((store) => (
              <StoreCard key={store.id} store={store} m={m} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
