"use client";

import { useMoney } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { confirmAddressDestination } from "@/lib/api/account";
import { quoteShipping, type ShippingDestination } from "@/lib/api/checkout";
import type { CourierDestinationOption, ShippingOption } from "@/lib/domain/checkout/contract";
import { parseCourierNote, type CourierNoteKey } from "@/lib/domain/checkout/courier-notes";
import { continueFromShippingMethod, selectShipping } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { DestinationChoice } from "./destination-choice";
import { StepActions } from "./step-actions";

/** A known courier note in the shopper's language; any other note as the courier wrote it. */
function courierNoteText(note: string, texts: Record<CourierNoteKey, string>): string {
  const known = parseCourierNote(note);
  return known ? fmt(texts[known.key], known.params) : note;
}

/**
 * Step choose-shipping-method: one courier's services from the hub to the address. When the address's district holds
 * several of the courier's places, the server answers them instead: the shopper ticks one (a guest's draft keeps it,
 * a saved address stores it) and the options are quoted to it.
 */
export function ChooseShippingMethod({
  deviceId,
  destination,
  onBack,
}: {
  deviceId: string | null;
  destination: ShippingDestination | null;
  onBack: () => void;
}) {
  const t = useMessages("checkout");
  const money = useMoney();
  const localize = useLocalize();
  const { wizard, apply, setGuestAddress } = useCheckoutStore();
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [candidates, setCandidates] = useState<CourierDestinationOption[]>([]);
  const [failed, setFailed] = useState(false);
  // A saved address's chosen place is stored on the server: the quote is asked again once it is.
  const [savedChoices, setSavedChoices] = useState(0);

  useEffect(() => {
    if (!destination || wizard.hubId == null) return;
    void quoteShipping(
      { deviceId, destination, hubId: wizard.hubId },
      {
        success: (data) => {
          setOptions(data.shipping_options);
          setCandidates(data.courier_destinations ?? []);
        },
        error: (f) => {
          setFailed(true);
          toast.error(localize(f));
        },
      },
    );
  }, [deviceId, destination, wizard.hubId, localize, savedChoices]);

  const choosePlace = (place: CourierDestinationOption) => {
    if (!destination) return;
    setCandidates([]);
    setOptions(null);
    if (!("userAddressId" in destination)) {
      setGuestAddress({ courier_destination_id: place.id, courier_destination_label: place.label });
      return;
    }
    void confirmAddressDestination(destination.userAddressId, place.id, {
      success: () => setSavedChoices((n) => n + 1),
      error: (f) => {
        setFailed(true);
        toast.error(localize(f));
      },
    });
  };

  const onContinue = () => {
    const message = apply(continueFromShippingMethod);
    if (message) toast.error(localize(message));
  };

  return (
    <section className={styles.panel} aria-labelledby="method-heading">
      <h2 id="method-heading" className={styles.heading}>
        {t.courier.heading}
      </h2>
      {options === null && !failed && <p className={styles.muted}>{t.loading}</p>}
      {candidates.length > 0 && <DestinationChoice candidates={candidates} onChoose={choosePlace} />}
      <div className={styles.choices} role="radiogroup" aria-label={t.courier.label}>
        {(options ?? []).map((o) => {
          // Several couriers may offer a service of one name (REG): the courier tells them apart.
          const selected = wizard.shipping?.service === o.service && wizard.shipping.courier === o.courier;
          return (
            <button
              key={`${o.courier} ${o.service}`}
              type="button"
              role="radio"
              aria-checked={selected}
              className={`${styles.choice} ${selected ? styles.choiceSelected : ""}`}
              onClick={() => apply((s) => selectShipping(s, o))}
            >
              <strong>
                {o.courier} {o.service}
              </strong>{" "}
              {o.description}
              <br />
              {money(o.tariff)}
              {/* A courier may give no delivery time: then none is said. */}
              {o.etd.trim() && <> · {fmt(t.courier.days, { etd: o.etd.trim() })}</>}
              {o.notes && <span className={styles.muted}> · {courierNoteText(o.notes, t.courier.notes)}</span>}
            </button>
          );
        })}
      </div>
      <StepActions onBack={onBack} onContinue={onContinue} />
    </section>
  );
}
