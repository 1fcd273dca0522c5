import { reviewSchema } from "@/lib/domain/reviews/inputs";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson } from "@/lib/server/http/parse";
import { requestClient } from "@/lib/server/http/request-client";
import { ok } from "@/lib/server/result";
import { refreshProductPages } from "@/lib/server/reviews/refresh";
import { writeReview } from "@/lib/server/reviews/write";

/** POST reviews: writes the shopper's review of a product they bought, or edits it (one per product and shopper). */
export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, reviewSchema, 16 * 1024);
  if (!input.ok) return input;
  const written = await writeReview(session.auth.userId, input.data, requestClient(req.headers));
  if (!written.ok) return written;
  if (written.data.publicChanged) refreshProductPages(written.data.productId);
  return ok(written.data.review);
});
