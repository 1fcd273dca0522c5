import { productReviewsQuerySchema } from "@/lib/domain/reviews/inputs";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { productReviews } from "@/lib/server/reviews/read";

/** GET product-reviews: a product's rating summary and a page of its published reviews. */
export const GET = handle(async (req) => {
  const query = readQuery(req, productReviewsQuerySchema);
  if (!query.ok) return query;
  return productReviews(query.data);
});
