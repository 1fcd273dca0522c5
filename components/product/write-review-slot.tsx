"use client";

import { lazy, Suspense } from "react";
import { useShopStore } from "@/stores/shop-store";

/** The review link's code loads only for a signed-in shopper: a guest's product page does not carry it. */
const WriteReviewLink = lazy(() => import("./write-review-link"));

/** Where the product page's "Write a review" goes: the link for a signed-in shopper who may review, else nothing. */
export function WriteReviewSlot({ productId }: { productId: number }) {
  const signedIn = useShopStore((s) => s.authenticated);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <WriteReviewLink productId={productId} />
    </Suspense>
  );
}
