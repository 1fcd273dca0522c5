"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { readDeliveryArea, saveDeliveryArea, useDeliveryEstimate, type DeliveryArea } from "@/lib/api/delivery";
import { getAccessToken } from "@/lib/api/storage";
import { useMessages } from "@/lib/i18n/client";
import { useNotReady } from "@/components/ui/not-ready";
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
 * for the area picked once here, remembered in the browser. Its rows keep their height from the first paint on.
 */
export function DeliveryEstimate({ productId, formId }: { productId: number; formId: string }) {
  const t = useMessages("delivery");
  const notReady = useNotReady();
  const size = useFormSize(formId);
  const [picked, setPicked] = useState<DeliveryArea | null>(null);
  const [picking, setPicking] = useState(false);
  // Who is shopping is known once hydrated: a stored token means signed in; the area this browser remembers.
  const signedIn = notReady.waiting ? false : Boolean(getAccessToken());
  const area = picked ?? (notReady.waiting ? null : readDeliveryArea());
  // A signed-in shopper's estimate is for their primary address, until they pick an area here; one without a primary
  // address is estimated for the remembered area, as a guest is.
  const own = useDeliveryEstimate(productId, size, null, !notReady.waiting && signedIn && !picked);
  const primaryMissing = signedIn && !picked && own.data !== null && own.data.destination === null;
  const byArea = !signedIn || picked !== null || primaryMissing;
  const chosen = useDeliveryEstimate(productId, size, area?.subdistrict_id ?? null, !notReady.waiting && byArea);
  const { data, failed } = byArea ? chosen : own;

  function save(next: DeliveryArea) {
    saveDeliveryArea(next);
    setPicked(next);
    setPicking(false);
  }

  const rows = deliveryRows(t, data, failed);
  return (
    <section className={styles.delivery} aria-labelledby="delivery-heading" aria-busy={!data && !failed}>
      <h2 id="delivery-heading" className={styles.heading}>
        {t.heading}
      </h2>
      <ul className={styles.rows} aria-live="polite">
        {rows.map((text, i) => (
          <li key={i} className={`${styles.row} ${data ? "" : styles.muted}`} title={text || undefined}>
            {text}
          </li>
        ))}
      </ul>
      <div className={styles.action}>
        <button
          type="button"
          className={styles.link}
          onClick={() => setPicking((p) => !p)}
          aria-expanded={picking}
          disabled={notReady.waiting}
          aria-describedby={notReady.describedBy}
        >
          {data?.destination ? t.changeArea : t.chooseArea}
        </button>
        {notReady.hint}
      </div>
      {picking ? <DeliveryAreaPicker initial={area} onSave={save} onCancel={() => setPicking(false)} /> : null}
    </section>
  );
}
