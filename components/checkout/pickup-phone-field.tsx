"use client";

import { useEffect } from "react";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { isIndonesianPhone } from "@/lib/domain/phone";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

/** What is wrong with a pickup's phone (the server's own messages), or null when it is one it takes. */
export function pickupPhoneProblem(phone: string): string | null {
  if (!phone.trim()) return CHECKOUT_MSG.pickupPhoneRequired;
  return isIndonesianPhone(phone) ? null : CHECKOUT_MSG.pickupPhoneInvalid;
}

/**
 * A store pickup's mobile phone, asked only when the payment provider needs one (Faspay's msisdn); filled in from the
 * signed-in shopper's own address book until they type another.
 */
export function PickupPhoneField({ accountPhone, error }: { accountPhone: string | null; error?: string }) {
  const t = useMessages("checkout").stores;
  const localize = useLocalize();
  const { pickupPhone, setPickupPhone } = useCheckoutStore();
  useEffect(() => {
    if (accountPhone && !useCheckoutStore.getState().pickupPhone) setPickupPhone(accountPhone);
  }, [accountPhone, setPickupPhone]);
  return (
    <label className={styles.field}>
      {t.phone}
      <input
        type="tel"
        name="address_recipient_phone"
        autoComplete="tel"
        inputMode="tel"
        required
        value={pickupPhone}
        aria-invalid={Boolean(error)}
        aria-describedby="pickup-phone-hint"
        onChange={(e) => setPickupPhone(e.target.value)}
      />
      <span id="pickup-phone-hint" className={styles.muted}>
        {t.phoneHint}
      </span>
      {error && (
        <span className={styles.error} role="alert">
          {localize(error)}
        </span>
      )}
    </label>
  );
}
