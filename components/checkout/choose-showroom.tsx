"use client";

import { useState } from "react";
import { toast } from "@/lib/api/notify";
import type { CartAvailability } from "@/lib/domain/checkout/api-types";
import { checkGuestEmail } from "@/lib/domain/checkout/guest-contact";
import { chooseShowroom } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { useCheckoutLocalize } from "./use-checkout-localize";
import { GuestEmailField } from "./guest-email-field";
import { StoreList } from "./store-list";

/** Step choose-showroom: the store where the shopper collects the order (a guest gives an email first). */
export function ChooseShowroom({ availability, signedIn, onBack }: { availability: CartAvailability; signedIn: boolean; onBack: () => void }) {
  const t = useMessages("checkout");
  const localize = useCheckoutLocalize();
  const { wizard, guestEmail, apply } = useCheckoutStore();
  const [emailError, setEmailError] = useState<string | undefined>();

  const onSelect = (id: number) => {
    if (!signedIn) {
      const check = checkGuestEmail(guestEmail);
      setEmailError(check.fields.guest_email);
      if (check.message) {
        toast.error(localize(check.message));
        return;
      }
    }
    apply((s) => chooseShowroom(s, id));
  };

  return (
    <section className={styles.panel} aria-labelledby="showroom-heading">
      <h2 id="showroom-heading" className={styles.heading}>{t.stores.heading}</h2>
      {!signedIn && (
        <div className={styles.form}>
          <GuestEmailField error={emailError} />
        </div>
      )}
      <StoreList regions={availability.available_stores_by_region} partial={availability.partial_stores} selectedId={wizard.showroomId} onSelect={onSelect} />
      <div className={styles.actions}>
        <button type="button" className={styles.buttonGhost} onClick={onBack}>
          {t.back}
        </button>
      </div>
    </section>
  );
}
