import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { cartItems, carts } from "@/lib/db/schema";
import { MAX_QTY } from "@/lib/domain/constants";

/**
 * At sign-in the device's guest cart joins the account's cart, so the cart follows the shopper to
 * another device: lines of the same product and size add up; the emptied device cart is removed. Only a request that
 * holds the device's key (`keyHash`, from its HttpOnly cookie: lib/server/cart/device-key.ts) merges the cart: the device id alone,
 * which travels in query strings and a readable cookie, takes nothing (issue #34, point 11).
 */
export async function mergeDeviceCartIntoAccount(
  userId: number,
  deviceId: string,
  keyHash: string | null,
): Promise<void> {
  if (!keyHash) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [deviceCart] = await tx
      .select()
      .from(carts)
      .where(and(eq(carts.deviceId, deviceId), isNull(carts.userId), eq(carts.deviceKeyHash, keyHash)))
      .limit(1)
      .for("update");
    if (!deviceCart) return;
    const [accountCart] = await tx.select().from(carts).where(eq(carts.userId, userId)).limit(1);
    if (!accountCart) {
      // The device cart simply becomes the account's cart; the device id is released for the next guest session.
      await tx.update(carts).set({ userId, deviceId: null, updatedAt: new Date() }).where(eq(carts.id, deviceCart.id));
      return;
    }
    const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, deviceCart.id));
    for (const line of lines) {
      await tx
        .insert(cartItems)
        .values({ cartId: accountCart.id, productId: line.productId, sizeCode: line.sizeCode, qty: line.qty })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId, cartItems.sizeCode],
          set: { qty: sql`least(${cartItems.qty} + excluded.qty, ${MAX_QTY})` },
        });
    }
    await tx.delete(carts).where(eq(carts.id, deviceCart.id));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, accountCart.id));
  });
}
