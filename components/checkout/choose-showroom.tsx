"use client";

import { useState } from "react";
import type { CartAvailability } from "@/lib/domain/checkout/contract";
import { chooseShowroom } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { GuestEmailField } from "./guest-email-field";
import { PickupPhoneField, pickupPhoneProblem } from "./pickup-phone-field";
import { StoreList } from "./store-list";

/**
 * Step choose-showroom: the store where the shopper collects the order. Selecting one goes to order-summary for a
 * guest too (spec section 4); a guest may give the email here, and it is checked at 'Go To Payment'. When the payment
 * provider needs a phone, it is asked here and checked before a store is taken.
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
  const needsPhone = availability.payment_requires.includes("phone");
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const onSelect = (id: number) => {
    const problem = needsPhone ? pickupPhoneProblem(useCheckoutStore.getState().pickupPhone) : null;
    setPhoneError(problem ?? undefined);
    if (!problem) apply((s) => chooseShowroom(s, id));
  };

  return (
    <section className={styles.panel} aria-labelledby="showroom-heading">
      <h2 id="showroom-heading" className={styles.heading}>
        {t.stores.heading}
      </h2>
      {(!signedIn || needsPhone) && (
        <div className={styles.form}>
          {!signedIn && <GuestEmailField />}
          {needsPhone && <PickupPhoneField accountPhone={availability.account_phone} error={phoneError} />}
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
