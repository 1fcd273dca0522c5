"use client";

import { useState } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import { useProductReviews } from "@/lib/api/reviews";
import type { ProductReviews } from "@/lib/domain/reviews/contract";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/domain/reviews/policy";
import { useLang, useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import { ReviewItem } from "./review-item";
import styles from "./reviews.module.css";

/**
 * The product page's list of reviews: the server's newest page at first, then another order (newest, highest, with
 * photos) or page read through the API. The controls wait for the page's script (not-ready hint) before they work.
 */
export function ReviewsList({ productId, initial }: { productId: number; initial: ProductReviews }) {
  const t = useMessages("reviews");
  const lang = useLang();
  const [sort, setSort] = useState<ReviewSort>("NEWEST");
  const [page, setPage] = useState(1);
  const { data, failed } = useProductReviews(productId, sort, page, initial);
  const notReady = useNotReady();
  const shown = data ?? initial;
  return (
    <>
      <div className={styles.tools}>
        <label>
          {t.sortLabel}
          <select
            value={sort}
            disabled={notReady.waiting}
            aria-describedby={notReady.describedBy}
            onChange={(event) => {
              setSort(event.target.value as ReviewSort);
              setPage(1);
            }}
          >
            {REVIEW_SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        {notReady.hint}
      </div>
      {failed ? <p role="alert">{t.loadFailed}</p> : null}
      <ul className={styles.list} aria-live="polite">
        {shown.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} t={t} lang={lang} />
        ))}
      </ul>
      {shown.page_count > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className="btn btn-outline"
            disabled={notReady.waiting || page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t.previous}
          </button>
          <span>{fmt(t.page, { page: shown.page, count: shown.page_count })}</span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={notReady.waiting || page >= shown.page_count}
            onClick={() => setPage((p) => p + 1)}
          >
            {t.next}
          </button>
        </div>
      ) : null}
    </>
  );
}
