"use client";

import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";
import { useNearViewport } from "@/components/ui/use-near-viewport";

// The estimate is per shopper and read from the API: its script loads when the block nears the screen, never in the
// page's first load.
const DeliveryEstimate = lazy(() => import("./delivery-estimate").then((m) => ({ default: m.DeliveryEstimate })));

/**
 * The product page's delivery estimate (./delivery-estimate.tsx) in its place under the purchase form: the server's
 * placeholder (`children`, ./delivery-frame.tsx) until the page is hydrated, the shopper has scrolled to within a
 * short distance of it (on a phone it is below the first screen) and the estimate's script is in.
 */
export function DeliverySlot({
  productId,
  formId,
  children,
}: {
  productId: number;
  formId: string;
  children: ReactNode;
}) {
  const hydrated = useIsHydrated();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, { rootMargin: "200px" });
  return (
    <div ref={box}>
      {hydrated && near ? (
        <Suspense fallback={children}>
          <DeliveryEstimate productId={productId} formId={formId} />
        </Suspense>
      ) : (
        children
      )}
    </div>
  );
}
