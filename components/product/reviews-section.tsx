import { formatRating } from "@/lib/domain/reviews/aggregate";
import type { ProductReviews } from "@/lib/domain/reviews/contract";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import { ReviewItem, Stars } from "./review-item";
import { ReviewsList, WriteReviewSlot } from "./reviews-list";
import styles from "./reviews.module.css";

/**
 * The product page's reviews, rendered on the server: the average, the count and the distribution (5 to 1 stars),
 * then the list (a small island for its order and pages) and the buyer's "Write a review".
 */
export function ReviewsSection({
  productId,
  reviews,
  t,
  lang,
}: {
  productId: number;
  reviews: ProductReviews | null;
  t: Catalogue["reviews"];
  lang: Locale;
}) {
  const summary = reviews?.summary;
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t.heading}</h2>
      {summary && summary.count > 0 ? (
        <div className={styles.summary}>
          <p className={styles.average}>
            {fmt(t.average, { average: formatRating(summary.average, lang) })}
            <small>
              <Stars rating={summary.average} label={t.rated} /> {fmt(t.count, { count: summary.count })}
            </small>
          </p>
          <ul className={styles.bars} aria-label={t.distribution}>
            {[5, 4, 3, 2, 1].map((stars) => {
              const n = summary.distribution[stars - 1];
              return (
                <li key={stars} aria-label={fmt(t.bar, { stars, count: n })}>
                  <span aria-hidden="true">{stars} ★</span>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${Math.round((n / summary.count) * 100)}%` }} />
                  </span>
                  <span aria-hidden="true">{n}</span>
                </li>
              );
            })}
          </ul>
        </div>
      ) : (
        <p>{t.none}</p>
      )}
      <WriteReviewSlot productId={productId} />
      {reviews && reviews.reviews.length > 0 ? (
        <ReviewsList productId={productId} pageCount={reviews.page_count}>
          <ul className={styles.list}>
            {reviews.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} t={t} lang={lang} />
            ))}
          </ul>
        </ReviewsList>
      ) : null}
    </section>
  );
}
