"use client";

import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

/** The guest's email for the order confirmation; asked with the delivery address or before choosing a pickup store. */
export function GuestEmailField({ error }: { error?: string }) {
  const { guestEmail, setGuestEmail } = useCheckoutStore();
  return (
    <label className={styles.field}>
      Email
      <input type="email" name="guest_email" autoComplete="email" value={guestEmail} aria-invalid={Boolean(error)} onChange={(e) => setGuestEmail(e.target.value)} />
      {error && <span className={styles.error}>{error}</span>}
    </label>
  );
}
