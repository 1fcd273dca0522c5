"use client";

import type { ShippingType } from "@/lib/domain/constants";
import type { CartAvailability } from "@/lib/domain/checkout/api-types";
import styles from "./checkout.module.css";

/** Step choose-shipping-type: courier delivery or store pickup. */
export function ChooseShippingType({ availability, onChoose }: { availability: CartAvailability; onChoose: (type: ShippingType) => void }) {
  const canShip = availability.available_stores_online.length + availability.partial_stores_online.length > 0;
  const canPickUp = availability.available_stores.length + availability.partial_stores.length > 0;
  return (
    <section className={styles.panel} aria-labelledby="shipping-type-heading">
      <h2 id="shipping-type-heading" className={styles.heading}>Choose Shipping Type</h2>
      <div className={styles.choices}>
        <button type="button" className={styles.choice} disabled={!canShip} onClick={() => onChoose("ONLINE_DELIVERY")}>
          <strong>Online Delivery</strong>
          <span className={styles.muted}> — shipped by courier from our nearest hub</span>
        </button>
        <button type="button" className={styles.choice} disabled={!canPickUp} onClick={() => onChoose("PICKUP_ON_STORE")}>
          <strong>Pickup On Store</strong>
          <span className={styles.muted}> — collect at a showroom, ready 1 hour after payment</span>
        </button>
      </div>
      {!availability.available_online && canShip && <p className={styles.muted}>No hub holds your whole cart: items a hub lacks stay in your cart for another checkout.</p>}
    </section>
  );
}
