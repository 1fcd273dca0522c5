"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { continueFromAddress, selectAddress } from "@/lib/domain/checkout/wizard";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { GuestAddressForm } from "./guest-address-form";
import { loadGuestChecks } from "./guest-checks";
import { GuestEmailField } from "./guest-email-field";
import { SavedAddressPicker } from "./saved-address-picker";

/**
 * Step choose-address: a signed-in shopper picks a saved address (or adds one); a guest gives the email first, then
 * types the address. Only the address is checked on continue: the email is checked at 'Go To Payment'.
 */
export function ChooseAddress({ signedIn, onBack }: { signedIn: boolean; onBack: () => void }) {
  const t = useMessages("checkout");
  const localize = useLocalize();
  const { wizard, guestAddress, apply, setGuestAddress, setSavedAddressSubdistrict } = useCheckoutStore();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const continuing = useRef(false);
  // A guest's address is checked by the API's rules (zod), loaded once the guest's form is on screen, not with the
  // page.
  useEffect(() => {
    if (!signedIn) void loadGuestChecks();
  }, [signedIn]);

  const onContinue = async () => {
    if (continuing.current) return; // a second tap while the rules load
    continuing.current = true;
    try {
      let guestAddressError: string | null = null;
      if (!signedIn) {
        const checks = await loadGuestChecks();
        if (!checks) {
          toast.error(localize(MSG.http.connectionFailed));
          return;
        }
        const check = checks.checkGuestAddress(guestAddress);
        setErrors(check.fields);
        guestAddressError = check.message;
      }
      const message = apply((s) => continueFromAddress(s, { signedIn, guestAddressError }));
      if (message) toast.error(localize(message));
    } finally {
      continuing.current = false;
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="address-heading">
      <h2 id="address-heading" className={styles.heading}>
        {t.address.heading}
      </h2>
      {signedIn ? (
        <SavedAddressPicker
          selectedId={wizard.userAddressId}
          onSelect={(a) => {
            apply((s) => selectAddress(s, a.id));
            setSavedAddressSubdistrict(a.subdistrict_id);
          }}
        />
      ) : (
        <>
          {/* The email first, as shops ask it: the order confirmation goes there (checked at 'Go To Payment'). */}
          <div className={`${styles.form} ${styles.formLead}`}>
            <GuestEmailField />
          </div>
          <GuestAddressForm value={guestAddress} errors={errors} onChange={setGuestAddress} />
        </>
      )}
      <StepActions onBack={onBack} onContinue={() => void onContinue()} />
    </section>
  );
}
