"use client";

import type { GuestAddressDraft } from "@/lib/domain/checkout/guest-contact";
import { useLocalize, useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";
import { useRegionOptions } from "./use-regions";

interface Props {
  value: GuestAddressDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<GuestAddressDraft>) => void;
}

function Text({ label, name, value, error, onChange, type = "text" }: { label: string; name: keyof GuestAddressDraft; value: string; error?: string; onChange: Props["onChange"]; type?: string }) {
  return (
    <label className={styles.field}>
      {label}
      <input name={name} type={type} value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange({ [name]: e.target.value })} />
      {error && <span className={styles.error}>{error}</span>}
    </label>
  );
}

/** A guest's delivery address: name, phone, street and the cascading province, city and subdistrict (zip optional). */
export function GuestAddressForm({ value, errors: raw, onChange }: Props) {
  const t = useMessages("checkout").address;
  // The region fields say what the account's address form says (the checkout page provides the account namespace).
  const regions = useMessages("account").addressForm;
  const localize = useLocalize();
  const errors: Record<string, string> = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, localize(v)]));
  const provinces = useRegionOptions("province", null);
  const cities = useRegionOptions("city", value.province_id || null);
  const subdistricts = useRegionOptions("subdistrict", value.city_id || null);
  const select = (label: string, choose: string, name: "province_id" | "city_id" | "subdistrict_id", options: { id: string; name: string }[], reset: Partial<GuestAddressDraft>) => (
    <label className={styles.field}>
      {label}
      <select name={name} value={value[name]} aria-invalid={Boolean(errors[name])} onChange={(e) => onChange({ [name]: e.target.value, ...reset })}>
        <option value="">{choose}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {errors[name] && <span className={styles.error}>{errors[name]}</span>}
    </label>
  );
  return (
    <div className={styles.form}>
      <Text label={t.recipientName} name="address_recipient_name" value={value.address_recipient_name} error={errors.address_recipient_name} onChange={onChange} />
      <Text label={t.recipientPhone} name="address_recipient_phone" type="tel" value={value.address_recipient_phone} error={errors.address_recipient_phone} onChange={onChange} />
      <Text label={t.street} name="address_street" value={value.address_street} error={errors.address_street} onChange={onChange} />
      {select(regions.province, regions.chooseProvince, "province_id", provinces, { city_id: "", subdistrict_id: "" })}
      {select(regions.city, regions.chooseCity, "city_id", cities, { subdistrict_id: "" })}
      {select(regions.subdistrict, regions.chooseSubdistrict, "subdistrict_id", subdistricts, {})}
      <Text label={t.zip} name="address_zip" value={value.address_zip} error={errors.address_zip} onChange={onChange} />
      <Text label={t.notes} name="address_notes" value={value.address_notes} error={errors.address_notes} onChange={onChange} />
    </div>
  );
}
