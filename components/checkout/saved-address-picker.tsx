"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { AddressForm } from "@/components/account/address-form";
import { Modal } from "@/components/ui/modal";
import { api } from "@/lib/api/request";
import type { SavedAddress } from "@/lib/domain/checkout/api-types";
import { addedAddress, preselectAddress } from "@/lib/domain/checkout/saved-addresses";
import type { Province } from "@/lib/domain/types";
import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";

interface Props {
  selectedId: number | null;
  onSelect: (address: SavedAddress) => void;
}

/**
 * A signed-in shopper's saved addresses: the chosen one (the primary one at first) and, in a modal, the accounts
 * address form to add one without leaving the checkout; after saving, the list reloads and the new one is chosen.
 */
export function SavedAddressPicker({ selectedId, onSelect }: Props) {
  const t = useMessages("checkout").address;
  const [addresses, setAddresses] = useState<SavedAddress[] | null>(null);
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [adding, setAdding] = useState(false);
  const selectRef = useRef(onSelect);
  const chosenRef = useRef(selectedId);
  useEffect(() => {
    selectRef.current = onSelect;
    chosenRef.current = selectedId;
  });

  const load = useCallback((previous: SavedAddress[] | null) => {
    void api.get<{ user_addresses: SavedAddress[] }>("user/address", {}, {
      success: (data) => {
        const list = data.user_addresses ?? [];
        setAddresses(list);
        const chosen = (previous && addedAddress(previous, list)) ?? preselectAddress(list, chosenRef.current);
        if (chosen && chosen.id !== chosenRef.current) selectRef.current(chosen);
      },
      error: () => setAddresses([]),
    });
  }, []);
  useEffect(() => load(null), [load]);

  const openForm = () => {
    setAdding(true);
    if (provinces.length === 0) void api.get<{ province_list: Province[] }>("master/province", {}, { success: (data) => setProvinces(data.province_list ?? []) });
  };

  if (addresses === null) return <p className={styles.muted}>{t.loading}</p>;
  return (
    <>
      {addresses.length === 0 && <p className={styles.muted}>{t.noneSaved}</p>}
      <div className={styles.choices} role="radiogroup" aria-label={t.savedLabel}>
        {addresses.map((a) => (
          <button
            key={a.id}
            type="button"
            role="radio"
            aria-checked={selectedId === a.id}
            className={`${styles.choice} ${selectedId === a.id ? styles.choiceSelected : ""}`}
            onClick={() => onSelect(a)}
          >
            <strong>{a.label}</strong>
            {a.is_primary ? <span className={styles.muted}>{t.primary}</span> : null}
            <span className={styles.muted}> {a.recipient_name} ({a.recipient_phone})</span>
            <br />
            {a.address_street}
          </button>
        ))}
      </div>
      <button type="button" className={styles.buttonGhost} onClick={openForm}>
        {t.add}
      </button>
      <Modal open={adding} title={t.addTitle} onClose={() => setAdding(false)}>
        <AddressForm
          provinces={provinces}
          onSaved={() => {
            setAdding(false);
            load(addresses);
          }}
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </>
  );
}
