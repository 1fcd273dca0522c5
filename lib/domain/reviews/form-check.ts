import { REVIEWS_MSG } from "./messages";
import { REVIEW_POLICY as P } from "./policy";

export interface ReviewFields {
  rating: number;
  title: string;
  body: string;
}

/**
 * The review form's check in the browser, zod-free so the form's page does not carry zod (as the product page's
 * add-to-cart rule): the API's `reviewSchema` applies the same limits, and a unit test holds the two equal. Answers
 * each wrong field's message (the API's English text, translated by code in the form), or null when all are right.
 */
export function reviewFormProblems(input: ReviewFields): Partial<Record<keyof ReviewFields, string>> | null {
  const out: Partial<Record<keyof ReviewFields, string>> = {};
  if (!Number.isInteger(input.rating) || input.rating < P.ratingMin || input.rating > P.ratingMax)
    out.rating = REVIEWS_MSG.ratingRequired;
  const title = input.title.trim().length;
  if (title < P.titleMin || title > P.titleMax) out.title = REVIEWS_MSG.titleLength;
  const body = input.body.trim().length;
  if (body < P.bodyMin || body > P.bodyMax) out.body = REVIEWS_MSG.bodyLength;
  return Object.keys(out).length ? out : null;
}
