'use client';

import useSWR from 'swr';
import authStyles from '@/components/auth/auth.module.css';
import { FieldError } from '@/components/auth/form-field';
import { swrFetcher, swrKey } from '@/lib/api/fetcher';
import type { City, Province, Subdistrict } from '@/lib/domain/types';
import { useMessages } from '@/lib/i18n/client';
import styles from './account.module.css';

export interface RegionValue {
  province_id: string;
  city_id: string;
  subdistrict_id: string;
}

interface Props {
  provinces: Province[];
  value: RegionValue;
  errors: Record<string, string>;
  onChange: (patch: Partial<RegionValue>) => void;
}

interface SelectProps {
  name: keyof RegionValue;
  label: string;
  value: string;
  error?: string;
  placeholder: string;
  options: { id: string; name: string }[];
  onChange: (value: string) => void;
}

function RegionSelect({ name, label, value, error, placeholder, options, onChange }: SelectProps) {
  const id = `field-${name}`;
  return (
    <div className={authStyles.field}>
      <label htmlFor={id} className={authStyles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
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
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Province → city → subdistrict (spec section 5): each list depends on its parent and resets when the parent changes. */
export function RegionSelects({ provinces, value, errors, onChange }: Props) {
  const cities = useSWR<{ city_list: City[] }>(swrKey(value.province_id && 'master/city', { province_id: value.province_id }), swrFetcher);
  const subdistricts = useSWR<{ subdistrict_list: Subdistrict[] }>(
    swrKey(value.city_id && 'master/subdistrict', { city_id: value.city_id }),
    swrFetcher,
  );
  const t = useMessages('account').addressForm;
  return (
    <>
      <RegionSelect
        name="province_id"
        label={t.province}
        placeholder={t.chooseProvince}
        value={value.province_id}
        error={errors.province_id}
        options={provinces.map((p) => ({ id: p.id, name: p.province_name }))}
        onChange={(province_id) => onChange({ province_id, city_id: '', subdistrict_id: '' })}
      />
      <RegionSelect
        name="city_id"
        label={t.city}
        placeholder={t.chooseCity}
        value={value.city_id}
        error={errors.city_id}
        options={value.province_id ? (cities.data?.city_list ?? []).map((c) => ({ id: c.id, name: `${c.type} ${c.city_name}` })) : []}
        onChange={(city_id) => onChange({ city_id, subdistrict_id: '' })}
      />
      <RegionSelect
        name="subdistrict_id"
        label={t.subdistrict}
        placeholder={t.chooseSubdistrict}
        value={value.subdistrict_id}
        error={errors.subdistrict_id}
        options={value.city_id ? (subdistricts.data?.subdistrict_list ?? []).map((s) => ({ id: s.id, name: s.subdistrict_name })) : []}
        onChange={(subdistrict_id) => onChange({ subdistrict_id })}
      />
    </>
  );
}
