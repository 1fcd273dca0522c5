"use client";

import { RegionSelects } from "@/components/account/region-selects";
import type { GuestAddressDraft } from "@/lib/domain/checkout/guest-address";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import styles from "./checkout.module.css";

/** The account's region picker (its texts: the checkout page provides the account namespace), in this form's look. */
const REGION_LOOK = { field: styles.field, error: styles.error };

interface Props {
  value: GuestAddressDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<GuestAddressDraft>) => void;
}

interface TextProps {
  label: string;
  name: keyof GuestAddressDraft;
  value: string;
  error?: string;
  onChange: Props["onChange"];
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric";
}

function Text({ label, name, value, error, onChange, type = "text", autoComplete, inputMode }: TextProps) {
  return (
    <label className={styles.field}>
      {label}
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
      {error && <span className={styles.error}>{error}</span>}
    </label>
  );
}

/**
 * A guest's delivery address: name, phone, street and the cascading province, city and subdistrict (zip optional).
 * The courier's destination is the server's to find; several places in the district are chosen at the shipping step.
 */
export function GuestAddressForm({ value, errors: raw, onChange }: Props) {
  const t = useMessages("checkout").address;
  const localize = useLocalize();
  const errors: Record<string, string> = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, localize(v)]));
  return (
    <div className={styles.form}>
      <Text
        label={t.recipientName}
        name="address_recipient_name"
        autoComplete="name"
        value={value.address_recipient_name}
        error={errors.address_recipient_name}
        onChange={onChange}
      />
      <Text
        label={t.recipientPhone}
        name="address_recipient_phone"
        type="tel"
        autoComplete="tel"
        value={value.address_recipient_phone}
        error={errors.address_recipient_phone}
        onChange={onChange}
      />
      <Text
        label={t.street}
        name="address_street"
        autoComplete="street-address"
        value={value.address_street}
        error={errors.address_street}
        onChange={onChange}
      />
      <RegionSelects
        value={{ province_id: value.province_id, city_id: value.city_id, subdistrict_id: value.subdistrict_id }}
        errors={raw}
        onChange={onChange}
        classes={REGION_LOOK}
      />
      <Text
        label={t.zip}
        name="address_zip"
        autoComplete="postal-code"
        inputMode="numeric"
        value={value.address_zip}
        error={errors.address_zip}
        onChange={onChange}
      />
      <Text
        label={t.notes}
        name="address_notes"
        value={value.address_notes}
        error={errors.address_notes}
        onChange={onChange}
      />
    </div>
  );
}
