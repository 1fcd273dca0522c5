"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { useIsHydrated } from "@/components/ui/use-is-hydrated";

// The estimate is per shopper and read from the API: its script loads once the page is interactive, never in the
// page's first load.
const DeliveryEstimate = lazy(() => import("./delivery-estimate").then((m) => ({ default: m.DeliveryEstimate })));

/**
 * The product page's delivery estimate (./delivery-estimate.tsx) in its place under the purchase form: the server's
 * placeholder (`children`, ./delivery-frame.tsx) until the page is hydrated and the estimate's script is in.
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
  if (!hydrated) return children;
  return (
    <Suspense fallback={children}>
      <DeliveryEstimate productId={productId} formId={formId} />
    </Suspense>
  );
}
