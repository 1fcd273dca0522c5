"use client";

import { useEffect, useRef, useState } from "react";
import { AddressForm } from "@/components/account/address-form";
import { Modal } from "@/components/ui/modal";
import { useAddresses } from "@/lib/api/addresses";
import type { UserAddress } from "@/lib/domain/account/contract";
import { addedAddress, preselectAddress } from "@/lib/domain/checkout/saved-addresses";
import { useMessages } from "@/lib/i18n/client";
import styles from "./checkout.module.css";

interface Props {
  selectedId: number | null;
  onSelect: (address: UserAddress) => void;
}

/**
 * A signed-in shopper's saved addresses: the chosen one (the primary one at first) and, in a modal, the accounts
 * address form to add one without leaving the checkout; after saving, the list reloads and the new one is chosen.
 */
export function SavedAddressPicker({ selectedId, onSelect }: Props) {
  const t = useMessages("checkout").address;
  const { addresses: loaded, failed, reload } = useAddresses({ quiet: true });
  const addresses = loaded ?? (failed ? [] : null);
  const [adding, setAdding] = useState(false);
  const selectRef = useRef(onSelect);
  const chosenRef = useRef(selectedId);
  const previousRef = useRef<UserAddress[] | null>(null);
  useEffect(() => {
    selectRef.current = onSelect;
    chosenRef.current = selectedId;
  });

  // Each new list: the address a save just added, else the current choice if it still exists, else the primary one.
  useEffect(() => {
    if (!loaded) return;
    const previous = previousRef.current;
    previousRef.current = loaded;
    const chosen = (previous && addedAddress(previous, loaded)) ?? preselectAddress(loaded, chosenRef.current);
    if (chosen && chosen.id !== chosenRef.current) selectRef.current(chosen);
  }, [loaded]);

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
            <span className={styles.muted}>
              {" "}
              {a.recipient_name} ({a.recipient_phone})
            </span>
            <br />
            {a.address_street}
          </button>
        ))}
      </div>
      <button type="button" className={styles.buttonGhost} onClick={() => setAdding(true)}>
        {t.add}
      </button>
      <Modal open={adding} title={t.addTitle} onClose={() => setAdding(false)}>
        <AddressForm
          onSaved={() => {
            setAdding(false);
            void reload();
          }}
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </>
  );
}
