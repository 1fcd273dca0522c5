"use client";

import { useLocalize } from "@/lib/i18n/client-errors";
import { useState } from "react";
import { toast } from "@/lib/api/notify";
import { checkGuestAddress } from "@/lib/domain/checkout/guest-contact";
import { continueFromAddress, selectAddress } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";
import { GuestAddressForm } from "./guest-address-form";
import { GuestEmailField } from "./guest-email-field";
import { SavedAddressPicker } from "./saved-address-picker";

/**
 * Step choose-address: a signed-in shopper picks a saved address (or adds one); a guest types one, and may give the
 * email here too. Only the address is checked on continue: the email is checked at 'Go To Payment'.
 */
export function ChooseAddress({ signedIn, onBack }: { signedIn: boolean; onBack: () => void }) {
  const t = useMessages("checkout");
  const localize = useLocalize();
  const { wizard, guestAddress, apply, setGuestAddress, setSavedAddressSubdistrict } = useCheckoutStore();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [savedConfirmed, setSavedConfirmed] = useState<boolean | undefined>(undefined);

  const onContinue = () => {
    let guestAddressError: string | null = null;
    if (!signedIn) {
      const check = checkGuestAddress(guestAddress);
      setErrors(check.fields);
      guestAddressError = check.message;
    }
    const message = apply((s) =>
      continueFromAddress(s, { signedIn, guestAddressError, savedAddressConfirmed: savedConfirmed }),
    );
    if (message) toast.error(localize(message));
  };

  return (
    <section className={styles.panel} aria-labelledby="address-heading">
      <h2 id="address-heading" className={styles.heading}>
        {t.address.heading}
      </h2>
      {signedIn ? (
        <SavedAddressPicker
          selectedId={wizard.userAddressId}
          onConfirmedChange={setSavedConfirmed}
          onSelect={(a) => {
            apply((s) => selectAddress(s, a.id));
            setSavedAddressSubdistrict(a.subdistrict_id);
          }}
        />
      ) : (
        <>
          <GuestAddressForm value={guestAddress} errors={errors} onChange={setGuestAddress} />
          <div className={styles.form}>
            <GuestEmailField />
          </div>
        </>
      )}
      <StepActions onBack={onBack} onContinue={onContinue} />
    </section>
  );
}
