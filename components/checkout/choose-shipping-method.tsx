"use client";

import { useMoney } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { useEffect, useState } from "react";
import { toast } from "@/lib/api/notify";
import { quoteShipping, type ShippingDestination } from "@/lib/api/checkout";
import type { ShippingOption } from "@/lib/domain/checkout/contract";
import { parseCourierNote, type CourierNoteKey } from "@/lib/domain/checkout/courier-notes";
import { continueFromShippingMethod, selectShipping } from "@/lib/domain/checkout/wizard";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";
import { StepActions } from "./step-actions";

/** A known courier note in the shopper's language; any other note as the courier wrote it. */
function courierNoteText(note: string, texts: Record<CourierNoteKey, string>): string {
  const known = parseCourierNote(note);
  return known ? fmt(texts[known.key], known.params) : note;
}

/** Step choose-shipping-method: one courier's services from the hub to the address. */
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
  const { wizard, apply } = useCheckoutStore();
  const [options, setOptions] = useState<ShippingOption[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!destination || wizard.hubId == null) return;
    void quoteShipping(
      { deviceId, destination, hubId: wizard.hubId },
      {
        success: (data) => setOptions(data.shipping_options),
        error: (f) => {
          setFailed(true);
          toast.error(localize(f));
        },
      },
    );
  }, [deviceId, destination, wizard.hubId, localize]);

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
