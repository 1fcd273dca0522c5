"use client";

import { useEffect, useState } from "react";
import { toast } from "@/lib/api/notify";
import { api } from "@/lib/api/request";
import { formatIDR } from "@/lib/domain/format";
import { continueFromShippingMethod, selectShipping, type ShippingChoice } from "@/lib/domain/checkout/wizard";
import { useCheckoutStore } from "@/stores/checkout-store";
import styles from "./checkout.module.css";

/** Step choose-shipping-method: one courier's services from the hub to the address. */
export function ChooseShippingMethod({ deviceId, destination, onBack }: { deviceId: string | null; destination: string | null; onBack: () => void }) {
  const { wizard, apply } = useCheckoutStore();
  const [options, setOptions] = useState<ShippingChoice[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!destination || wizard.hubId == null) return;
    void api.post<{ shipping_options: ShippingChoice[] }>("checkout-shipping", { local_device_id: deviceId, subdistrict_id: destination, showroom_id: wizard.hubId }, {
      success: (data) => setOptions(data.shipping_options),
      error: (f) => {
        setFailed(true);
        toast.error(f.message);
      },
    });
  }, [deviceId, destination, wizard.hubId]);

  const onContinue = () => {
    const message = apply(continueFromShippingMethod);
    if (message) toast.error(message);
  };

  return (
    <section className={styles.panel} aria-labelledby="method-heading">
      <h2 id="method-heading" className={styles.heading}>Shipping Courier</h2>
      {options === null && !failed && <p className={styles.muted}>Loading..</p>}
      <div className={styles.choices} role="radiogroup" aria-label="Shipping methods">
        {(options ?? []).map((o) => {
          const selected = wizard.shipping?.service === o.service;
          return (
            <button key={o.service} type="button" role="radio" aria-checked={selected} className={`${styles.choice} ${selected ? styles.choiceSelected : ""}`} onClick={() => apply((s) => selectShipping(s, o))}>
              <strong>
                {o.courier} {o.service}
              </strong>{" "}
              {o.description}
              <br />
              {formatIDR(o.tariff)} · {o.etd} day(s)
              {o.notes && <span className={styles.muted}> · {o.notes}</span>}
            </button>
          );
        })}
      </div>
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
