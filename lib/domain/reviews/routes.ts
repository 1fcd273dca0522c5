import { defineRoute, type RouteContract } from "../api/route-contract";
import { myReviewStateSchema, ownReviewSchema, productReviewsSchema, reviewPhotoSchema } from "./contract";
import {
  myReviewSchema,
  productReviewsQuerySchema,
  reviewPhotoQuerySchema,
  reviewPhotoRemoveSchema,
  reviewSchema,
} from "./inputs";

/** The reviews domain's operations of the retail API (docs/reviews.md). */
export const reviewsRoutes: readonly RouteContract[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/product-reviews",
    operationId: "listProductReviews",
    summary: "A product's rating summary and a page of its published reviews (sort NEWEST, HIGHEST or PHOTOS)",
    tag: "reviews",
    auth: "none",
    query: productReviewsQuerySchema,
    response: productReviewsSchema,
    errors: [400, 404],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/my-review",
    operationId: "readMyReview",
    summary: "Whether the shopper may review a product (a buyer of a completed order) and the review they wrote",
    tag: "reviews",
    auth: "required",
    body: myReviewSchema,
    response: myReviewStateSchema,
    errors: [400, 401, 404, 413, 415],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/reviews",
    operationId: "writeReview",
    summary:
      "Writes the shopper's review of a product they bought, or edits the one they wrote: published at once unless the text check holds it",
    tag: "reviews",
    auth: "required",
    body: reviewSchema,
    response: ownReviewSchema,
    errors: [400, 401, 403, 404, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/review-photos",
    operationId: "uploadReviewPhoto",
    summary: "One photo of the shopper's review (at most 3): the request body is the file, streamed and bounded",
    tag: "reviews",
    auth: "required",
    query: reviewPhotoQuerySchema,
    rawBody: true,
    response: reviewPhotoSchema,
    successStatus: 201,
    errors: [400, 401, 404, 409, 413, 415, 429],
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/review-photo-remove",
    operationId: "removeReviewPhoto",
    summary: "Takes a photo off the shopper's review",
    tag: "reviews",
    auth: "required",
    body: reviewPhotoRemoveSchema,
    response: ownReviewSchema,
    errors: [400, 401, 404, 413, 415],
  }),
];
