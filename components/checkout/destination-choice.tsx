"use client";

import styles from "@/components/account/courier-destination.module.css";
import type { CourierDestinationOption } from "@/lib/domain/checkout/contract";
import { useMessages } from "@/lib/i18n/client";

interface Props {
  candidates: CourierDestinationOption[];
  onChoose: (destination: CourierDestinationOption) => void;
}

/**
 * The courier's places in the address's district, shown only when checkout-shipping answered several (a real
 * courier, no postal code to tell them apart): the shopper ticks theirs, and the options are quoted to it.
 */
export function DestinationChoice({ candidates, onChoose }: Props) {
  const t = useMessages("account").courierDestination;
  return (
    <fieldset className={styles.picker}>
      <legend>{t.legend}</legend>
      <p className={styles.hint}>{t.hint}</p>
      {candidates.map((d) => (
        <label key={d.id} className={styles.option}>
          <input type="radio" name="courier_destination_id" value={d.id} onChange={() => onChoose(d)} />
          <span>{d.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
