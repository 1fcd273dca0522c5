/** The review rules the server, the forms and the tests share (docs/reviews.md). */
export const REVIEW_POLICY = {
  ratingMin: 1,
  ratingMax: 5,
  titleMin: 3,
  titleMax: 80,
  bodyMin: 10,
  bodyMax: 2000,
  photosMax: 3,
  /** Photos are checked as the return photos are; this is their size bound. */
  photoMaxBytes: 10_000_000,
  /** Reviews on one page of the product page's list. */
  pageSize: 5,
} as const;

export const REVIEW_SORTS = ["NEWEST", "HIGHEST", "PHOTOS"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_STATUSES = ["PUBLISHED", "PENDING", "REJECTED"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The first word of a name: reviews show the reviewer's first name only. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0]?.slice(0, 40) || "—";
}
