"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";
import { useNotReady } from "@/components/ui/not-ready";
import { useShopStore } from "@/stores/shop-store";
import { REVIEW_SORTS, type ReviewSort } from "@/lib/domain/reviews/policy";
import { useMessages } from "@/lib/i18n/client";
import { fmt } from "@/lib/i18n/format";
import styles from "./reviews.module.css";

/** The API-read pages load on first use: the first page is the server's. */
const ReviewsPage = lazy(() => import("./reviews-page"));
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

/**
 * The product page's reviews list: the server's newest page (`children`) at first; another order (newest, highest,
 * with photos) or page is read through the API by a part loaded then. The controls wait for the page's script
 * (not-ready hint) before they work.
 */
export function ReviewsList({
  productId,
  pageCount,
  children,
}: {
  productId: number;
  pageCount: number;
  children: ReactNode;
}) {
  const t = useMessages("reviews");
  const [sort, setSort] = useState<ReviewSort>("NEWEST");
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(pageCount);
  const notReady = useNotReady();
  const first = sort === "NEWEST" && page === 1;
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
      {first ? (
        children
      ) : (
        <Suspense fallback={children}>
          <ReviewsPage productId={productId} sort={sort} page={page} onPages={setPages} fallback={children} />
        </Suspense>
      )}
      {pages > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className="btn btn-outline"
            disabled={notReady.waiting || page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            {t.previous}
          </button>
          <span>{fmt(t.page, { page, count: pages })}</span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={notReady.waiting || page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            {t.next}
          </button>
        </div>
      ) : null}
    </>
  );
}
