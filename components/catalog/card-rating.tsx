import { formatRating } from "@/lib/domain/reviews/aggregate";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import styles from "./product-card.module.css";

interface CardRatingProps {
  average: number | null | undefined;
  count: number | undefined;
  /** "Rated {average} out of 5 from {count} reviews" in the page's language. */
  label: string;
  lang: Locale;
  className?: string;
}

/**
 * A card's rating from its published reviews: a star, the average and the count ("★ 4,5 (12)"), read out as one
 * sentence. Nothing while the product has no review (docs/adr/0014-real-ratings.md).
 */
export function CardRating({ average, count, label, lang, className }: CardRatingProps) {
  if (!count || average == null) return null;
  const value = formatRating(average, lang);
  return (
    <p className={className ?? styles.rating}>
      <span aria-hidden="true">
        ★ {value} ({count})
      </span>
      <span className="visually-hidden">{fmt(label, { average: value, count })}</span>
    </p>
  );
}
