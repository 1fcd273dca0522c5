"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/api/request";
import type { SavedAddress } from "@/lib/domain/checkout/api-types";
import { continueFromAddress, selectAddress } from "@/lib/domain/checkout/wizard";
import { guestAddressSchema } from "@/lib/domain/schemas/address";
import { fieldErrors } from "@/lib/domain/schemas/common";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { GuestAddressForm } from "./guest-address-form";

/** Step choose-address: a signed-in shopper picks a saved address; a guest types one. */
export function ChooseAddress({ signedIn, onBack }: { signedIn: boolean; onBack: () => void }) {
  const { wizard, guestAddress, apply, setGuestAddress, setSavedAddressSubdistrict } = useCheckoutStore();
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!signedIn) return;
    void api.get<{ user_addresses: SavedAddress[] }>("user/address", {}, {
      success: (data) => setAddresses(data.user_addresses ?? []),
      error: () => setAddresses([]),
    });
  }, [signedIn]);

  const onContinue = () => {
    let guestAddressError: string | null = null;
    if (!signedIn) {
      const parsed = guestAddressSchema.safeParse(guestAddress);
      const fields = parsed.success ? {} : fieldErrors(parsed.error);
      setErrors(fields);
      guestAddressError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    }
    const message = apply((s) => continueFromAddress(s, { signedIn, guestAddressError }));
    if (message) toast.error(message);
  };

  return (
    <section className={styles.panel} aria-labelledby="address-heading">
      <h2 id="address-heading" className={styles.heading}>Shipping Address</h2>
      {signedIn ? (
        addresses === null ? (
          <p className={styles.muted}>Loading..</p>
        ) : (
          <>
            <div className={styles.choices} role="radiogroup" aria-label="Saved addresses">
              {addresses.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  role="radio"
                  aria-checked={wizard.userAddressId === a.id}
                  className={`${styles.choice} ${wizard.userAddressId === a.id ? styles.choiceSelected : ""}`}
                  onClick={() => {
                    apply((s) => selectAddress(s, a.id));
                    setSavedAddressSubdistrict(a.subdistrict_id);
                  }}
                >
                  <strong>{a.label}</strong>
                  <span className={styles.muted}> {a.recipient_name} ({a.recipient_phone})</span>
                  <br />
                  {a.address_street}
                </button>
              ))}
            </div>
            <Link href="/account/shipping-address">Add a new address</Link>
          </>
        )
      ) : (
        <GuestAddressForm value={guestAddress} errors={errors} onChange={setGuestAddress} />
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.buttonGhost} onClick={onBack}>
          Back
        </button>
        <button type="button" className={styles.button} onClick={onContinue}>
          Continue
        </button>
      </div>
    </section>
  );
}
