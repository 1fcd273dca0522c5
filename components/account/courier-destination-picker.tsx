"use client";

import { useEffect, useState } from "react";
import { findCourierDestinations } from "@/lib/api/checkout";
import type { CourierDestinationOption } from "@/lib/domain/checkout/contract";
import { POSTAL_CODE } from "@/lib/domain/phone";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import styles from "./courier-destination.module.css";

export interface PickedDestination {
  id: string;
  label: string;
}

interface Props {
  /** The official district the shopper chose, and the zip typed (may be empty). */
  subdistrictId: string;
  zip: string;
  /** The confirmed destination's id ('' for none). */
  value: string;
  onChange: (destination: PickedDestination | null) => void;
  /** A field message (English, shown translated). */
  error?: string;
}

type Lookup = "loading" | "failed" | CourierDestinationOption[];

/**
 * The courier's destination of an address (docs/providers.md): shown only when the courier has several places for
 * the chosen district and zip, one of which the shopper ticks, its label shown. One place (always, with the sandbox
 * courier) asks nothing: the server takes it. None, or a failed lookup, is said.
 */
export function CourierDestinationPicker({ subdistrictId, zip, value, onChange, error }: Props) {
  const t = useMessages("account").courierDestination;
  const localize = useLocalize();
  const [attempt, setAttempt] = useState(0);
  const zipReady = zip === "" || POSTAL_CODE.test(zip);
  const key = subdistrictId && zipReady ? `${subdistrictId}|${zip}|${attempt}` : null;
  const [result, setResult] = useState<{ key: string; lookup: Lookup } | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    void findCourierDestinations(
      { subdistrictId, zip },
      {
        success: (data) => live && setResult({ key, lookup: data.destinations }),
        error: () => live && setResult({ key, lookup: "failed" }),
      },
    );
    return () => {
      live = false;
    };
  }, [key, subdistrictId, zip]);

  if (!key) return null;
  const lookup: Lookup = result?.key === key ? result.lookup : "loading";
  if (lookup === "loading" || (Array.isArray(lookup) && lookup.length === 1)) return null;
  return (
    <fieldset className={styles.picker}>
      <legend>{t.legend}</legend>
      {lookup === "failed" && (
        <p className={styles.error} role="alert">
          {t.failed}
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </p>
      )}
      {Array.isArray(lookup) && lookup.length === 0 && (
        <p className={styles.error} role="alert">
          {t.none}
        </p>
      )}
      {Array.isArray(lookup) && lookup.length > 0 && (
        <>
          <p className={styles.hint}>{t.hint}</p>
          {lookup.map((d) => (
            <label key={d.id} className={styles.option}>
              <input
                type="radio"
                name="courier_destination_id"
                value={d.id}
                checked={value === d.id}
                onChange={() => onChange({ id: d.id, label: d.label })}
              />
              <span>{d.label}</span>
            </label>
          ))}
        </>
      )}
      {error && <p className={styles.error}>{localize(error)}</p>}
    </fieldset>
  );
}
