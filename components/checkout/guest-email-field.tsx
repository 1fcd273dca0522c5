"use client";

import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

/** The guest's email for the order confirmation: offered with the address, the store and the summary; checked at payment. */
export function GuestEmailField({ error }: { error?: string }) {
  const t = useMessages("checkout");
  const localize = useLocalize();
  const { guestEmail, setGuestEmail } = useCheckoutStore();
  return (
    <label className={styles.field}>
      {t.address.email}
      <input
        type="email"
        name="guest_email"
        autoComplete="email"
        value={guestEmail}
        aria-invalid={Boolean(error)}
        onChange={(e) => setGuestEmail(e.target.value)}
      />
      {error && <span className={styles.error}>{localize(error)}</span>}
    </label>
  );
}
