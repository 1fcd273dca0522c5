import { z } from "zod";
import { REVIEW_POLICY, REVIEW_SORTS } from "./policy";
import { REVIEWS_MSG } from "./messages";

const P = REVIEW_POLICY;

/** POST reviews: writes the shopper's review of a product, or edits the one they wrote (one per product). */
export const reviewSchema = z.object({
  product_id: z.number().int().positive(),
  rating: z
    .number({ error: REVIEWS_MSG.ratingRequired })
    .int(REVIEWS_MSG.ratingRequired)
    .min(P.ratingMin, REVIEWS_MSG.ratingRequired)
    .max(P.ratingMax, REVIEWS_MSG.ratingRequired),
  title: z
    .string({ error: REVIEWS_MSG.titleLength })
    .trim()
    .min(P.titleMin, REVIEWS_MSG.titleLength)
    .max(P.titleMax, REVIEWS_MSG.titleLength),
  body: z
    .string({ error: REVIEWS_MSG.bodyLength })
    .trim()
    .min(P.bodyMin, REVIEWS_MSG.bodyLength)
    .max(P.bodyMax, REVIEWS_MSG.bodyLength),
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** POST my-review: the shopper's review of a product (to edit it) and whether they may write one. */
export const myReviewSchema = z.object({ product_id: z.number().int().positive() });

/** POST review-photos: one photo of the shopper's review, the request body as it is. */
export const reviewPhotoQuerySchema = z.object({
  review_id: z.uuid(),
  name: z.string().trim().min(1).max(200),
});

/** POST review-photo-remove: takes a photo off the shopper's review. */
export const reviewPhotoRemoveSchema = z.object({ review_id: z.uuid(), photo_id: z.uuid() });

/** GET product-reviews: a page of a product's published reviews, with its rating summary. */
export const productReviewsQuerySchema = z.object({
  product_id: z.coerce.number().int().positive(),
  sort: z.enum(REVIEW_SORTS).default("NEWEST"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuerySchema>;
