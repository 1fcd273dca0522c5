import Image from "next/image";
import { formatApiDate } from "@/lib/domain/locale-format";
import type { PublicReview } from "@/lib/domain/reviews/contract";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";
import styles from "./reviews.module.css";

/** Five stars, the first `rating` filled; read out as "Rated 4 out of 5". */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const whole = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={fmt(label, { rating })}>
      {"★".repeat(whole)}
      {"☆".repeat(5 - whole)}
    </span>
  );
}

/**
 * One published review: its stars, title and text (React escapes them: never raw HTML), the reviewer's first name,
 * "Verified buyer", the size bought, the date in the page's language and its photos.
 */
export function ReviewItem({ review, t, lang }: { review: PublicReview; t: Catalogue["reviews"]; lang: Locale }) {
  return (
    <li className={styles.item}>
      <Stars rating={review.rating} label={t.rated} />
      <h3>{review.title}</h3>
      <p className={styles.meta}>
        <span>{review.author}</span>
        <span className={styles.verified}>✓ {t.verified}</span>
        {review.size_code ? <span>{fmt(t.size, { size: review.size_code })}</span> : null}
        <time dateTime={review.published_at}>{formatApiDate(review.published_at, lang)}</time>
      </p>
      <p>{review.body}</p>
      {review.photos.length ? (
        <ul className={styles.photos}>
          {review.photos.map((photo, i) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener">
                <Image
                  src={photo.url}
                  alt={fmt(t.photoAlt, { n: i + 1, name: review.author })}
                  width={88}
                  height={88}
                  loading="lazy"
                  unoptimized
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
