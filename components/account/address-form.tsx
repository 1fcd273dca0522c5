"use client";

import { useState } from "react";
import authStyles from "@/components/auth/auth.module.css";
import { TextField } from "@/components/auth/form-field";
import { useForm } from "@/components/auth/use-form";
import { createAddress, updateAddress } from "@/lib/api/account";
import type { UserAddress } from "@/lib/domain/account/contract";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import type { Province } from "@/lib/domain/regions/contract";
import { useMessages } from "@/lib/i18n/client";
import styles from "./account.module.css";
import { CourierDestinationPicker } from "./courier-destination-picker";
import { RegionSelects } from "./region-selects";

interface Props {
  /** The provinces the page read on the server, if any (the selects read them otherwise). */
  provinces?: Province[];
  /** Edit mode when given, new mode otherwise. */
  address?: UserAddress;
  onSaved: () => void;
  onCancel: () => void;
}

function initialValues(address?: UserAddress) {
  return {
    address_label: address?.label ?? "",
    recipient_name: address?.recipient_name ?? "",
    recipient_phone: address?.recipient_phone ?? "",
    recipient_zip: address?.recipient_zip ?? "",
    address_street: address?.address_street ?? "",
    province_id: address?.province_id ?? "",
    city_id: address?.city_id ?? "",
    subdistrict_id: address?.subdistrict_id ?? "",
    address_notes: address?.notes ?? "",
  };
}

export function AddressForm({ provinces, address, onSaved, onCancel }: Props) {
  const form = useForm(initialValues(address));
  const t = useMessages("account").addressForm;
  // The courier destination confirmed for a district and zip; changing either asks again (docs/providers.md).
  const placeKey = `${form.values.subdistrict_id}|${form.values.recipient_zip}`;
  const [picked, setPicked] = useState(
    address?.courier_destination
      ? { key: `${address.subdistrict_id}|${address.recipient_zip}`, id: address.courier_destination.id }
      : null,
  );
  const courierDestinationId = picked?.key === placeKey ? picked.id : "";

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const callbacks = {
      success: (data: MessageResponse) => {
        form.showSuccess(data.message);
        onSaved();
      },
      error: form.showFailure,
      always: () => form.setBusy(false),
    };
    const values = { ...form.values, courier_destination_id: courierDestinationId };
    const edited = address ? await form.check("addressEdit", { ...values, user_address_id: address.id }) : null;
    const created = address ? null : await form.check("address", values);
    if ((!edited && !created) || form.busy) return;
    form.setBusy(true);
    if (edited) void updateAddress(edited, callbacks);
    else if (created) void createAddress(created, callbacks);
  }

  return (
    <form className={authStyles.form} {...form.formProps(submit)} aria-label={address ? t.editLabel : t.newLabel}>
      <h2>{address ? t.editTitle : t.newTitle}</h2>
      <div className={styles.grid2}>
        <TextField label={t.label} {...form.field("address_label")} />
        <TextField label={t.recipientName} autoComplete="name" {...form.field("recipient_name")} />
        <TextField label={t.recipientPhone} type="tel" autoComplete="tel" {...form.field("recipient_phone")} />
      </div>
      {/* The checkout's order: street, then the region, then the postcode that belongs to it. */}
      <TextField label={t.street} autoComplete="street-address" multiline {...form.field("address_street")} />
      <div className={styles.grid2}>
        <RegionSelects
          provinces={provinces}
          value={{
            province_id: form.values.province_id,
            city_id: form.values.city_id,
            subdistrict_id: form.values.subdistrict_id,
          }}
          errors={form.errors}
          onChange={(patch) => form.setValues((current) => ({ ...current, ...patch }))}
        />
        <TextField
          label={t.recipientZip}
          autoComplete="postal-code"
          inputMode="numeric"
          {...form.field("recipient_zip")}
        />
      </div>
      <CourierDestinationPicker
        subdistrictId={form.values.subdistrict_id}
        zip={form.values.recipient_zip}
        value={courierDestinationId}
        error={form.errors.courier_destination_id}
        onChange={(d) => setPicked(d ? { key: placeKey, id: d.id } : null)}
      />
      <TextField label={t.notes} multiline {...form.field("address_notes")} />
      <div className={styles.actions}>
        <button type="submit" className={authStyles.button} disabled={form.busy}>
          {t.save}
        </button>
        <button type="button" className={authStyles.secondary} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
