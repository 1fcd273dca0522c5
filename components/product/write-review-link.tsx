"use client";

import Link from "@/components/ui/local-link";
import { useMyReview } from "@/lib/api/reviews";
import { useMessages } from "@/lib/i18n/client";
import { reviewHref } from "./review-href";

/**
 * "Write a review" (or "Edit your review") for a signed-in shopper who bought the product in a completed order;
 * nothing for anyone else. Loaded for signed-in shoppers only (WriteReviewSlot, ./reviews-list.tsx); it asks the API once the
 * page's script runs (the page itself is cached for everyone).
 */
export default function WriteReviewLink({ productId }: { productId: number }) {
  const t = useMessages("reviews");
  const { data } = useMyReview(productId, true);
  if (!data?.can_review) return null;
  return (
    <Link href={reviewHref(productId)} className="btn btn-outline">
      {data.review ? t.edit : t.write}
    </Link>
  );
}
