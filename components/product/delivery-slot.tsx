"use client";

import dynamic from "next/dynamic";
import { useMessages } from "@/lib/i18n/client";
import { useNotReady } from "@/components/ui/not-ready";
import { DeliveryFrame } from "./delivery-frame";
import styles from "./delivery-estimate.module.css";

/** What the server's HTML shows, and the page until the estimate's script is in: the loading text, the button off. */
function DeliveryPlaceholder() {
  const t = useMessages("delivery");
  const notReady = useNotReady();
  return (
    <DeliveryFrame
      rows={[t.loading, "", ""]}
      muted
      action={
        <>
          <button type="button" className={styles.link} disabled aria-describedby={notReady.describedBy}>
            {t.chooseArea}
          </button>
          {notReady.hint}
        </>
      }
    />
  );
}

// The estimate is per shopper and read from the API: its script loads after the page is interactive, never in its
// first load, while the placeholder holds its place.
const DeliveryEstimate = dynamic(() => import("./delivery-estimate").then((m) => m.DeliveryEstimate), {
  ssr: false,
  loading: DeliveryPlaceholder,
});

/** The product page's delivery estimate (./delivery-estimate.tsx), in its place under the purchase form. */
export function DeliverySlot({ productId, formId }: { productId: number; formId: string }) {
  return <DeliveryEstimate productId={productId} formId={formId} />;
}
