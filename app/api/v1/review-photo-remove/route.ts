import { reviewPhotoRemoveSchema } from "@/lib/domain/reviews/inputs";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { removeReviewPhoto } from "@/lib/server/reviews/photos";
import { refreshProductPages } from "@/lib/server/reviews/refresh";

/** POST review-photo-remove: takes a photo off the shopper's review. */
export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, reviewPhotoRemoveSchema, 1024);
  if (!input.ok) return input;
  const removed = await removeReviewPhoto(session.auth.userId, input.data.review_id, input.data.photo_id);
  if (!removed.ok) return removed;
  if (removed.data.published) refreshProductPages(removed.data.productId);
  return ok(removed.data.review);
});
