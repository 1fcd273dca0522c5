"use client";

import { useState } from "react";
import type { CartAvailability } from "@/lib/domain/checkout/contract";
import { nearestHub } from "@/lib/domain/checkout/nearest-hub";
import { chooseHub } from "@/lib/domain/checkout/wizard";
import { provinceOf } from "@/lib/domain/regions/province-capitals";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { StoreList } from "./store-list";

/**
 * Step choose-hub: the hub (a showroom with is_hub 1) that ships the order, chosen for the shopper: the nearest that
 * holds every item (lib/domain/checkout/nearest-hub.ts). Continuing (or tapping it) takes it; 'Change hub' lists them
 * all. With no hub holding every item, the list shows at once.
 */
export function ChooseHub({
  availability,
  signedIn,
  onBack,
}: {
  availability: CartAvailability;
  signedIn: boolean;
  onBack: () => void;
}) {
  const t = useMessages("checkout");
  const { wizard, apply, guestAddress, savedAddressSubdistrictId } = useCheckoutStore();
  const [changing, setChanging] = useState(false);
  const district = signedIn ? savedAddressSubdistrictId : guestAddress.subdistrict_id;
  const province = signedIn ? (district ? provinceOf(district) : null) : guestAddress.province_id || null;
  const nearest = nearestHub(availability.available_stores_online, province);
  const take = (id: number) => apply((s) => chooseHub(s, id));
  return (
    <section className={styles.panel} aria-labelledby="hub-heading">
      <h2 id="hub-heading" className={styles.heading}>
        {t.hub.heading}
      </h2>
      {nearest && !changing ? (
        <div className={styles.hubChoice}>
          <button
            type="button"
            className={`${styles.choice} ${styles.choiceSelected}`}
            onClick={() => take(nearest.id)}
          >
            <strong>{fmt(t.hub.shipsFrom, { hub: nearest.showroom_name })}</strong>
            <br />
            <span className={styles.muted}>
              {nearest.address1}, {nearest.address3}
            </span>
            <br />
            <span className={styles.muted}>{t.hub.why}</span>
          </button>
          <button type="button" className={styles.linkButton} onClick={() => setChanging(true)}>
            {t.hub.change}
          </button>
        </div>
      ) : (
        <StoreList
          regions={availability.available_stores_by_region_online}
          partial={availability.partial_stores_online}
          selectedId={wizard.hubId ?? nearest?.id ?? null}
          onSelect={take}
        />
      )}
      <StepActions onBack={onBack} onContinue={nearest && !changing ? () => take(nearest.id) : undefined} />
    </section>
  );
}
