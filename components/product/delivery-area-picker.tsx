"use client";

import { useState, type FormEvent } from "react";
import { RegionSelects, type RegionValue } from "@/components/account/region-selects";
import type { DeliveryArea } from "@/lib/api/delivery";
import { MSG } from "@/lib/domain/messages";
import { useMessages } from "@/lib/i18n/client";
import styles from "./delivery-estimate.module.css";

const LOOK = { field: styles.field, select: styles.select, error: styles.error };

/**
 * The area the product page estimates delivery to: the account's and checkout's province → city → subdistrict
 * selects (RegionSelects, lib/api/regions.ts). Loaded when the shopper opens it.
 */
export function DeliveryAreaPicker({
  initial,
  onSave,
  onCancel,
}: {
  initial: DeliveryArea | null;
  onSave: (area: DeliveryArea) => void;
  onCancel: () => void;
}) {
  const t = useMessages("delivery").picker;
  const [value, setValue] = useState<RegionValue>(initial ?? { province_id: "", city_id: "", subdistrict_id: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!value.subdistrict_id) {
      setErrors({ subdistrict_id: MSG.address.subdistrictRequired });
      return;
    }
    onSave(value);
  }

  return (
    <form className={styles.picker} onSubmit={save}>
      <fieldset>
        <legend>{t.heading}</legend>
        <RegionSelects
          value={value}
          errors={errors}
          onChange={(patch) => {
            setErrors({});
            setValue((v) => ({ ...v, ...patch }));
          }}
          classes={LOOK}
        />
      </fieldset>
      <div className={styles.buttons}>
        <button type="submit" className="btn">
          {t.save}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
