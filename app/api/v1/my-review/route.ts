import { myReviewSchema } from "@/lib/domain/reviews/inputs";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { myReview } from "@/lib/server/reviews/write";

/** POST my-review: whether the shopper may review the product, and the review they wrote. */
export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, myReviewSchema, 1024);
  if (!input.ok) return input;
  return myReview(session.auth.userId, input.data.product_id);
});
