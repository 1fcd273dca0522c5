/** A product's rating from its published reviews: the count, the average (one decimal) and the 5..1 distribution. */
export interface RatingSummary {
  count: number;
  /** Rounded to one decimal; 0 when there is no review. */
  average: number;
  /** Reviews per star, index 0 for 1 star … index 4 for 5 stars. */
  distribution: [number, number, number, number, number];
}

/** Sums per star (from a grouped count) into the summary; stars outside 1..5 are ignored. */
export function summarizeRatings(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const distribution: RatingSummary["distribution"] = [0, 0, 0, 0, 0];
  for (const { rating, count } of counts) {
    if (Number.isInteger(rating) && rating >= 1 && rating <= 5) distribution[rating - 1] += count;
  }
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, average: count ? roundAverage(sum / count) : 0, distribution };
}

/** One decimal, half up: 4.25 → 4.3. */
export function roundAverage(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

const RATING_LOCALES = { en: "en-US", id: "id-ID", fr: "fr-FR" } as const;

/** An average as the page's language writes it, always with one decimal: "4.5", "4,5". */
export function formatRating(average: number, lang: keyof typeof RATING_LOCALES): string {
  return new Intl.NumberFormat(RATING_LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}
