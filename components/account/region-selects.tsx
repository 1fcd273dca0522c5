"use client";

import authStyles from "@/components/auth/auth.module.css";
import { useCities, useProvinces, useSubdistricts } from "@/lib/api/regions";
import type { Province } from "@/lib/domain/regions/contract";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import styles from "./account.module.css";

export interface RegionValue {
  province_id: string;
  city_id: string;
  subdistrict_id: string;
}

/** The look of the host form (its field, label, select and message classes); the account form's by default. */
export interface RegionClasses {
  field?: string;
  label?: string;
  select?: string;
  error?: string;
}

const ACCOUNT_LOOK: RegionClasses = {
  field: authStyles.field,
  label: authStyles.label,
  select: styles.select,
  error: authStyles.error,
};

interface Props {
  /** The provinces the page read on the server, if any: spares the first request. */
  provinces?: Province[];
  value: RegionValue;
  /** Field messages by field name (the English text of a form check or of the API), shown translated. */
  errors: Record<string, string>;
  onChange: (patch: Partial<RegionValue>) => void;
  classes?: RegionClasses;
}

interface SelectProps {
  name: keyof RegionValue;
  label: string;
  value: string;
  error?: string;
  placeholder: string;
  options: { id: string; name: string }[];
  onChange: (value: string) => void;
  classes: RegionClasses;
}

function RegionSelect({ name, label, value, error, placeholder, options, onChange, classes }: SelectProps) {
  const id = `field-${name}`;
  const localize = useLocalize();
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={classes.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={classes.error} role="alert">
          {localize(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Province → city → subdistrict (spec section 5), the one region picker of the account's address form and the
 * checkout's guest address: each list depends on its parent and resets when the parent changes. A city shows its
 * `city_name`, which already carries its type ("Kota Bandung").
 */
export function RegionSelects({ provinces: initial, value, errors, onChange, classes = ACCOUNT_LOOK }: Props) {
  const provinces = useProvinces(initial);
  const cities = useCities(value.province_id || null);
  const subdistricts = useSubdistricts(value.city_id || null);
  const t = useMessages("account").addressForm;
  return (
    <>
      <RegionSelect
        name="province_id"
        label={t.province}
        placeholder={t.chooseProvince}
        value={value.province_id}
        error={errors.province_id}
        options={provinces.map((p) => ({ id: p.id, name: p.province_name }))}
        onChange={(province_id) => onChange({ province_id, city_id: "", subdistrict_id: "" })}
        classes={classes}
      />
      <RegionSelect
        name="city_id"
        label={t.city}
        placeholder={t.chooseCity}
        value={value.city_id}
        error={errors.city_id}
        options={cities.map((c) => ({ id: c.id, name: c.city_name }))}
        onChange={(city_id) => onChange({ city_id, subdistrict_id: "" })}
        classes={classes}
      />
      <RegionSelect
        name="subdistrict_id"
        label={t.subdistrict}
        placeholder={t.chooseSubdistrict}
        value={value.subdistrict_id}
        error={errors.subdistrict_id}
        options={subdistricts.map((s) => ({ id: s.id, name: s.subdistrict_name }))}
        onChange={(subdistrict_id) => onChange({ subdistrict_id })}
        classes={classes}
      />
    </>
  );
}
