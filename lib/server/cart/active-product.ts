import "server-only";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { products } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import { fail, ok, type Result } from "../result";

/**
 * The product a shopper may add to the cart or the wishlist: it exists and is on sale. Any other id gets the
 * spec's 'Item is not valid.' (400, on the `product_detail_id` field).
 */
export async function findActiveProduct(db: Queryable, productId: number): Promise<Result<{ id: number }>> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)))
    .limit(1);
  return product ? ok(product) : fail(400, MSG.cart.itemInvalid, { product_detail_id: MSG.cart.itemInvalid });
}
