import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products, wishlists } from "@/lib/db/schema";
import type { WishlistList, WishlistMessage, WishlistProduct, WishlistState } from "@/lib/domain/wishlist/contract";
import { MSG } from "@/lib/domain/messages";
import { WISHLIST_MSG } from "@/lib/domain/wishlist/messages";
import { findActiveProduct } from "../cart/active-product";
import { withImagesAndSizes } from "../catalog/product-parts";
import { ok, type Result } from "../result";

/** A wishlist card's product: the listing card, with the prices repeated on each size as wishlist cards expect. */
async function wishlistCards(productIds: number[]): Promise<Map<number, WishlistProduct>> {
  const db = await getDb();
  const rows = await db.select().from(products).where(inArray(products.id, productIds));
  const cards = await withImagesAndSizes(db, rows);
  return new Map(
    cards.map((card) => [
      card.id,
      {
        ...card,
        sizes: card.sizes.map((size) => ({ ...size, retail_price: card.retail_price, net_price: card.net_price })),
      } satisfies WishlistProduct,
    ]),
  );
}

/** `GET user/wishlist?product_detail_id=`: that one entry, or an empty list when the product is not wishlisted. */
export async function wishlistStateOf(userId: number, productId: number): Promise<WishlistState> {
  const db = await getDb();
  const rows = await db
    .select({ product_detail_id: wishlists.productId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
  return { user_wishlists: rows };
}

/** `GET user/wishlist`: every entry of the shopper's wishlist, newest first, each with its product card. */
export async function listWishlist(userId: number): Promise<WishlistList> {
  const db = await getDb();
  const entries = await db
    .select({ productId: wishlists.productId })
    .from(wishlists)
    .where(eq(wishlists.userId, userId))
    .orderBy(desc(wishlists.createdAt), desc(wishlists.productId));
  const cards = await wishlistCards(entries.map((entry) => entry.productId));
  return {
    user_wishlists: entries.flatMap((entry) => {
      const card = cards.get(entry.productId);
      return card ? [{ product_detail_id: entry.productId, product_detail: card }] : [];
    }),
  };
}

/** `POST user/wishlist`: adding a product already present changes nothing. */
export async function addToWishlist(userId: number, productId: number): Promise<Result<WishlistMessage>> {
  const db = await getDb();
  const product = await findActiveProduct(db, productId);
  if (!product.ok) return product;
  await db.insert(wishlists).values({ userId, productId }).onConflictDoNothing();
  return ok({ message: MSG.wishlist.added });
}

/** `DELETE user/wishlist`: removing a product that is not there is not an error (the list ends the same). */
export async function removeFromWishlist(userId: number, productId: number): Promise<Result<WishlistMessage>> {
  const db = await getDb();
  await db.delete(wishlists).where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
  return ok({ message: WISHLIST_MSG.removed });
}
