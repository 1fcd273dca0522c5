import { reviewPhotoQuerySchema } from "@/lib/domain/reviews/inputs";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readQuery } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { dataResponse } from "@/lib/server/http/respond";
import { uploadReviewPhoto } from "@/lib/server/reviews/photos";
import { refreshProductPages } from "@/lib/server/reviews/refresh";

/** POST review-photos: one photo of the shopper's review, the body being the file (streamed, bounded, checked). */
export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  const query = session.ok ? readQuery(req, reviewPhotoQuerySchema) : session;
  if (!query.ok) {
    await req.body?.cancel().catch(() => undefined);
    return query;
  }
  if (!session.ok) return session;
  const length = req.headers.get("content-length");
  const stored = await uploadReviewPhoto({
    userId: session.auth.userId,
    reviewId: query.data.review_id,
    name: query.data.name,
    body: req.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    client: requestClient(req.headers),
  });
  if (!stored.ok) return stored;
  if (stored.data.published) refreshProductPages(stored.data.productId);
  return dataResponse({ id: stored.data.id, url: stored.data.url }, { status: 201 });
});
