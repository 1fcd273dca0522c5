"use client";

import type { CartAvailability } from "@/lib/domain/checkout/contract";
import { chooseShowroom } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { GuestEmailField } from "./guest-email-field";
import { StoreList } from "./store-list";

/**
 * Step choose-showroom: the store where the shopper collects the order. Selecting one goes to order-summary for a
 * guest too (spec section 4); a guest may give the email here, and it is checked at 'Go To Payment'.
 */
export function ChooseShowroom({
  availability,
  signedIn,
  onBack,
}: {
  availability: CartAvailability;
  signedIn: boolean;
  onBack: () => void;
}) {
  const t = useMessages("checkout");
  const { wizard, apply } = useCheckoutStore();
  const onSelect = (id: number) => void apply((s) => chooseShowroom(s, id));

  return (
    <section className={styles.panel} aria-labelledby="showroom-heading">
      <h2 id="showroom-heading" className={styles.heading}>
        {t.stores.heading}
      </h2>
      {!signedIn && (
        <div className={styles.form}>
          <GuestEmailField />
        </div>
      )}
      <StoreList
        regions={availability.available_stores_by_region}
        partial={availability.partial_stores}
        selectedId={wizard.showroomId}
        onSelect={onSelect}
      />
      <StepActions onBack={onBack} />
    </section>
  );
}
