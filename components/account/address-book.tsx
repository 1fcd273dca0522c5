"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import authStyles from "@/components/auth/auth.module.css";
import { deleteAddress, setPrimaryAddress } from "@/lib/api/account";
import { useAddresses } from "@/lib/api/addresses";
import type { UserAddress } from "@/lib/domain/account/contract";
import type { MessageResponse } from "@/lib/domain/api/message-response";
import { MSG } from "@/lib/domain/messages";
import type { Province } from "@/lib/domain/regions/contract";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import styles from "./account.module.css";
import { useNotReady } from "@/components/ui/not-ready";
import { useScrollToTopOn } from "@/components/ui/use-scroll-to-top";
import { useConfirm } from "@/components/ui/use-confirm";

// The form (its region lists and courier destination picker) is not part of the first paint: its code is fetched
// once the page has hydrated, and is there when the shopper adds or edits an address.
const AddressForm = dynamic(() => import("./address-form").then((m) => m.AddressForm), { ssr: false });

type Mode = { kind: "list" } | { kind: "new" } | { kind: "edit"; address: UserAddress };

interface Props {
  initialAddresses: UserAddress[];
  provinces: Province[];
}

/**
 * Saved addresses: the list, and the form in new mode or edit mode (spec section 4). The buttons need script, so they
 * stay disabled until hydrated; the form itself only ever appears after hydration.
 */
export function AddressBook({ initialAddresses, provinces }: Props) {
  const { addresses: loaded, reload } = useAddresses({ initial: initialAddresses });
  const addresses = loaded ?? initialAddresses;
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  // The form and the list each start at their top (after 'Save' at the bottom of a long form, on a phone).
  const topRef = useRef<HTMLElement>(null);
  useScrollToTopOn(mode.kind, topRef);
  const t = useMessages("account").addresses;
  const text = useLocalize();
  const localize = useLocalize();
  const notReady = useNotReady();
  const { ask, dialog } = useConfirm();
  const hydrated = !notReady.waiting;
  useEffect(() => {
    void import("./address-form").catch(() => {});
  }, []);

  function afterChange(data: MessageResponse) {
    toast.success(text(data.message));
    void reload();
  }

  async function remove(address: UserAddress) {
    if (!(await ask(localize(MSG.cart.confirmRemove)))) return;
    void deleteAddress(address.id, { success: afterChange });
  }

  function makePrimary(address: UserAddress) {
    void setPrimaryAddress(address.id, { success: afterChange });
  }

  if (mode.kind !== "list") {
    return (
      <section ref={topRef} className={styles.section}>
        <AddressForm
          key={mode.kind === "edit" ? mode.address.id : "new"}
          provinces={provinces}
          address={mode.kind === "edit" ? mode.address : undefined}
          onSaved={() => {
            setMode({ kind: "list" });
            void reload();
          }}
          onCancel={() => setMode({ kind: "list" })}
        />
      </section>
    );
  }

  return (
    <section ref={topRef}>
      {addresses.length === 0 ? <p>{t.empty}</p> : null}
      <ul className={styles.addresses} aria-label={t.listLabel}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.address} aria-label={address.label}>
            <div className={styles.addressHead}>
              <strong>{address.label}</strong>
              {address.is_primary ? <span className={styles.badge}>{t.primary}</span> : null}
            </div>
            <span>
              {address.recipient_name} · {address.recipient_phone}
            </span>
            <span>{address.address_street}</span>
            <span>
              {[address.subdistrict_name, address.city_name, address.province_name, address.recipient_zip]
                .filter(Boolean)
                .join(", ")}
            </span>
            {address.notes ? <span className={authStyles.muted}>{address.notes}</span> : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.link}
                disabled={!hydrated}
                aria-describedby={notReady.describedBy}
                onClick={() => setMode({ kind: "edit", address })}
              >
                {t.edit}
              </button>
              {address.is_primary ? null : (
                <>
                  <button
                    type="button"
                    className={styles.link}
                    disabled={!hydrated}
                    aria-describedby={notReady.describedBy}
                    onClick={() => makePrimary(address)}
                  >
                    {t.setPrimary}
                  </button>
                  <button
                    type="button"
                    className={styles.link}
                    disabled={!hydrated}
                    aria-describedby={notReady.describedBy}
                    onClick={() => void remove(address)}
                  >
                    {t.delete}
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={authStyles.button}
        disabled={!hydrated}
        aria-describedby={notReady.describedBy}
        onClick={() => setMode({ kind: "new" })}
      >
        {t.add}
      </button>
      {notReady.hint}
      {dialog}
    </section>
  );
}
