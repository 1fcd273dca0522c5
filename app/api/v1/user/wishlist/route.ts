import { wishlistQuerySchema, wishlistSchema } from "@/lib/domain/wishlist/inputs";
import { requireAuth } from "@/lib/server/auth/context";
import { handle } from "@/lib/server/http/handler";
import { readJson, readQuery } from "@/lib/server/http/parse";
import { ok } from "@/lib/server/result";
import { addToWishlist, listWishlist, removeFromWishlist, wishlistStateOf } from "@/lib/server/wishlist/wishlist";

export const GET = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const query = readQuery(req, wishlistQuerySchema);
  if (!query.ok) return query;
  const productId = query.data.product_detail_id;
  return ok(
    productId === undefined
      ? await listWishlist(session.auth.userId)
      : await wishlistStateOf(session.auth.userId, productId),
  );
});

export const POST = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const input = await readJson(req, wishlistSchema);
  if (!input.ok) return input;
  return addToWishlist(session.auth.userId, input.data.product_detail_id);
});

/** A delete sends its payload as query parameters (spec section 7). */
export const DELETE = handle(async (req) => {
  const session = await requireAuth(req);
  if (!session.ok) return session;
  const query = readQuery(req, wishlistSchema);
  if (!query.ok) return query;
  return removeFromWishlist(session.auth.userId, query.data.product_detail_id);
});
