"use client";

import type { CartAvailability } from "@/lib/domain/checkout/api-types";
import { chooseShowroom } from "@/lib/domain/checkout/wizard";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StoreList } from "./store-list";

/** Step choose-showroom: the store where the shopper collects the order. */
export function ChooseShowroom({ availability, onBack }: { availability: CartAvailability; onBack: () => void }) {
  const { wizard, apply } = useCheckoutStore();
  return (
    <section className={styles.panel} aria-labelledby="showroom-heading">
      <h2 id="showroom-heading" className={styles.heading}>Choose A Store</h2>
      <StoreList regions={availability.available_stores_by_region} partial={availability.partial_stores} selectedId={wizard.showroomId} onSelect={(id) => apply((s) => chooseShowroom(s, id))} />
      <div className={styles.actions}>
        <button type="button" className={styles.buttonGhost} onClick={onBack}>
          Back
        </button>
      </div>
    </section>
  );
}
