"use client";

import { useState } from "react";
import { CourierDestinationPicker } from "@/components/account/courier-destination-picker";
import { confirmAddressDestination } from "@/lib/api/account";
import { toast } from "@/lib/api/notify";
import type { UserAddress } from "@/lib/domain/account/contract";
import { useMessages } from "@/lib/i18n/client";
import { useLocalize } from "@/lib/i18n/client-errors";
import { fmt } from "@/lib/i18n/format";
import styles from "./checkout.module.css";

/**
 * The chosen saved address's courier destination: shown when confirmed; otherwise (an address saved before
 * destinations, or for another courier) the shopper confirms it here and it is saved on the address.
 */
export function SavedAddressDestination({ address, onConfirmed }: { address: UserAddress; onConfirmed: () => void }) {
  const t = useMessages("account").courierDestination;
  const localize = useLocalize();
  // The tick shows at once; the address is saved with it, then the list reloads and shows it confirmed.
  const [pending, setPending] = useState("");
  if (address.courier_destination)
    return <p className={styles.muted}>{fmt(t.confirmed, { label: address.courier_destination.label })}</p>;
  return (
    <div>
      <p>{t.needed}</p>
      <CourierDestinationPicker
        subdistrictId={address.subdistrict_id}
        zip={address.recipient_zip}
        value={pending}
        onChange={(d) => {
          if (!d) return;
          setPending(d.id);
          void confirmAddressDestination(address.id, d.id, {
            success: onConfirmed,
            error: (failure) => {
              setPending("");
              toast.error(localize(failure));
            },
          });
        }}
      />
    </div>
  );
}
