"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { readDeliveryArea, saveDeliveryArea, useDeliveryEstimate, type DeliveryArea } from "@/lib/api/delivery";
import { getAccessToken } from "@/lib/api/storage";
import { useMessages } from "@/lib/i18n/client";
import { DeliveryFrame } from "./delivery-frame";
import { deliveryRows } from "./delivery-rows";
import styles from "./delivery-estimate.module.css";

// The region selects load when the shopper opens them.
const DeliveryAreaPicker = dynamic(() => import("./delivery-area-picker").then((m) => m.DeliveryAreaPicker), {
  ssr: false,
});

/** The size chosen in the purchase form (an out-of-stock size counts as none: the form leaves it unchosen). */
function useFormSize(formId: string): string {
  const [size, setSize] = useState("");
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const take = (input: Element | null) => {
      if (input instanceof HTMLInputElement && input.name === "size" && input.checked)
        setSize(input.dataset.available === "0" ? "" : input.value);
    };
    take(form.querySelector('input[name="size"]:checked'));
    const read = (event: Event) => take(event.target as Element);
    form.addEventListener("change", read);
    return () => form.removeEventListener("change", read);
  }, [formId]);
  return size;
}

/**
 * "Ships from … / Arrives in … / Pick up today at …" under the product's sizes (docs/providers.md, "Delivery estimate
 * on the product page"): read once the page runs (GET delivery-estimate), again for each size chosen in the purchase
 * form (`formId`). A signed-in shopper's estimate is for their primary address; a guest's (or a shopper without one)
 * for the area picked once here, remembered in the browser. It takes the placeholder's place (./delivery-frame.tsx).
 */
export function DeliveryEstimate({ productId, formId }: { productId: number; formId: string }) {
  const t = useMessages("delivery");
  const size = useFormSize(formId);
  const [picked, setPicked] = useState<DeliveryArea | null>(null);
  const [picking, setPicking] = useState(false);
  // Rendered in the browser only (./delivery-slot.tsx): a stored token means signed in; the area this browser keeps.
  const signedIn = Boolean(getAccessToken());
  const area = picked ?? readDeliveryArea();
  // A signed-in shopper's estimate is for their primary address, until they pick an area here; one without a primary
  // address is estimated for the remembered area, as a guest is.
  const own = useDeliveryEstimate(productId, size, null, signedIn && !picked);
  const primaryMissing = signedIn && !picked && own.data !== null && own.data.destination === null;
  const byArea = !signedIn || picked !== null || primaryMissing;
  const chosen = useDeliveryEstimate(productId, size, area?.subdistrict_id ?? null, byArea);
  const { data, failed } = byArea ? chosen : own;

  function save(next: DeliveryArea) {
    saveDeliveryArea(next);
    setPicked(next);
    setPicking(false);
  }

  return (
    <DeliveryFrame
      heading={t.heading}
      rows={deliveryRows(t, data, failed)}
      muted={!data}
      action={
        <button type="button" className={styles.link} onClick={() => setPicking((p) => !p)} aria-expanded={picking}>
          {data?.destination ? t.changeArea : t.chooseArea}
        </button>
      }
    >
      {picking ? <DeliveryAreaPicker initial={area} onSave={save} onCancel={() => setPicking(false)} /> : null}
    </DeliveryFrame>
  );
}
