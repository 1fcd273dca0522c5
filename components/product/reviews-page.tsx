"use client";

import { useEffect, type ReactNode } from "react";
import { useProductReviews } from "@/lib/api/reviews";
import type { ReviewSort } from "@/lib/domain/reviews/policy";
import { useLang, useMessages } from "@/lib/i18n/client";
import { ReviewItem } from "./review-item";
import styles from "./reviews.module.css";

/**
 * One page of reviews in one order, read through the API: loaded only once the shopper changes the order or the
 * page (components/product/reviews-list.tsx), so the product page's first script does not carry it.
 */
export default function ReviewsPage({
  productId,
  sort,
  page,
  onPages,
  fallback,
}: {
  productId: number;
  sort: ReviewSort;
  page: number;
  onPages: (count: number) => void;
  fallback: ReactNode;
}) {
  const t = useMessages("reviews");
  const lang = useLang();
  const { data, failed } = useProductReviews(productId, sort, page, undefined);
  const count = data?.page_count;
  useEffect(() => {
    if (count) onPages(count);
  }, [count, onPages]);
  if (failed) return <p role="alert">{t.loadFailed}</p>;
  if (!data) return fallback;
  return (
    <ul className={styles.list} aria-live="polite">
      {data.reviews.map((review) => (
        <ReviewItem key={review.id} review={review} t={t} lang={lang} />
      ))}
    </ul>
  );
}
