"use client";

import type { ShippingType } from "@/lib/domain/constants";
import type { CartAvailability } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";

/** Step choose-shipping-type: courier delivery or store pickup. */
export function ChooseShippingType({
  availability,
  onChoose,
}: {
  availability: CartAvailability;
  onChoose: (type: ShippingType) => void;
}) {
  const t = useMessages("checkout").shippingType;
  const canShip = availability.available_stores_online.length + availability.partial_stores_online.length > 0;
  const canPickUp = availability.available_stores.length + availability.partial_stores.length > 0;
  return (
    <section className={styles.panel} aria-labelledby="shipping-type-heading">
      <h2 id="shipping-type-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <div className={styles.choices}>
        <button type="button" className={styles.choice} disabled={!canShip} onClick={() => onChoose("ONLINE_DELIVERY")}>
          <strong>{t.delivery}</strong>
          <span className={styles.muted}>{t.deliveryHint}</span>
        </button>
        <button
          type="button"
          className={styles.choice}
          disabled={!canPickUp}
          onClick={() => onChoose("PICKUP_ON_STORE")}
        >
          <strong>{t.pickup}</strong>
          <span className={styles.muted}>{t.pickupHint}</span>
        </button>
      </div>
      {!availability.available_online && canShip && <p className={styles.muted}>{t.partialHubs}</p>}
    </section>
  );
}
