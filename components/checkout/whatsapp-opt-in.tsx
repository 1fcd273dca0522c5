"use client";

import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";
import { PickupPhoneField } from "./pickup-phone-field";

/**
 * "Send my order updates by WhatsApp": unticked until the shopper ticks it (never assumed). The updates go to the
 * order's phone: a delivery's address phone, or for a store pickup the mobile number asked here.
 */
export function WhatsAppOptIn({
  checked,
  onChange,
  pickup,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  pickup: boolean;
}) {
  const t = useMessages("messaging");
  return (
    <div className={styles.form}>
      <label>
        <input
          type="checkbox"
          name="whatsapp_updates"
          checked={checked}
          aria-describedby="whatsapp-opt-in-hint"
          onChange={(e) => onChange(e.target.checked)}
        />{" "}
        {t.optIn}
      </label>
      <p id="whatsapp-opt-in-hint" className={styles.muted}>
        {t.optInHint}
      </p>
      {checked && pickup && <PickupPhoneField accountPhone={null} />}
    </div>
  );
}
