import { z } from "zod";
import { REVIEW_STATUSES } from "./policy";

/** A product's rating: count, average (one decimal) and the count per star, 1 star first. */
export const ratingSummarySchema = z.object({
  count: z.number(),
  average: z.number(),
  distribution: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
});

/** A published review as anyone sees it: the first name only, the size bought, the date (ISO), photo addresses. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  author: z.string(),
  size_code: z.string().nullable(),
  verified_buyer: z.literal(true),
  published_at: z.string(),
  photos: z.array(z.object({ id: z.uuid(), url: z.string() })),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET product-reviews. */
export const productReviewsSchema = z.object({
  summary: ratingSummarySchema,
  reviews: z.array(publicReviewSchema),
  page: z.number(),
  page_count: z.number(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The shopper's own review, whatever its state. */
export const ownReviewSchema = publicReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  published_at: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

/** POST my-review: whether the shopper may review the product (a buyer of a completed order), and their review. */
export const myReviewStateSchema = z.object({
  can_review: z.boolean(),
  review: ownReviewSchema.nullable(),
});
export type MyReviewState = z.infer<typeof myReviewStateSchema>;

/** POST review-photos. */
export const reviewPhotoSchema = z.object({ id: z.uuid(), url: z.string() });
