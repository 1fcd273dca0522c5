"use client";

import type { CartAvailability } from "@/lib/domain/checkout/contract";
import { chooseHub } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { StoreList } from "./store-list";

/** Step choose-hub: the hub (a showroom with is_hub 1) that ships the order. */
export function ChooseHub({ availability, onBack }: { availability: CartAvailability; onBack: () => void }) {
  const t = useMessages("checkout");
  const { wizard, apply } = useCheckoutStore();
  return (
    <section className={styles.panel} aria-labelledby="hub-heading">
      <h2 id="hub-heading" className={styles.heading}>
        {t.hub.heading}
      </h2>
      <StoreList
        regions={availability.available_stores_by_region_online}
        partial={availability.partial_stores_online}
        selectedId={wizard.hubId}
        onSelect={(id) => apply((s) => chooseHub(s, id))}
      />
      <StepActions onBack={onBack} />
    </section>
  );
}
