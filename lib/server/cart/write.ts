import "server-only";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { cartItems, carts } from "@/lib/db/schema";
import { MSG } from "@/lib/domain/messages";
import { fail, ok, type Result } from "../result";
import type { CartMessage } from "@/lib/domain/cart/contract";
import { CART_MSG } from "@/lib/domain/cart/messages";
import type { CartOwner } from "./owner";
import { findCartId } from "./read";
import { findSizeToSell, lineLimit, overStock, productExists } from "./stock";

export interface LineRef {
  productId: number;
  sizeCode: string;
}

/** The owner's cart, created on first use; safe when two first adds of one shopper race. */
async function getOrCreateCartId(tx: Tx, owner: CartOwner): Promise<number> {
  const found = await findCartId(tx, owner);
  if (found !== undefined) return found;
  if (owner.kind === "user") {
    await tx.insert(carts).values({ userId: owner.userId }).onConflictDoNothing({ target: carts.userId });
  } else {
    // A device id still held by an account's cart (adopted at sign-in) is released so the guest starts afresh.
    await tx
      .update(carts)
      .set({ deviceId: null })
      .where(and(eq(carts.deviceId, owner.deviceId), isNotNull(carts.userId)));
    await tx
      .insert(carts)
      .values({ deviceId: owner.deviceId, deviceKeyHash: owner.keyHash ?? null })
      .onConflictDoNothing({ target: carts.deviceId });
  }
  const created = await findCartId(tx, owner);
  if (created === undefined) throw new Error("cart could not be created");
  return created;
}

const lineWhere = (cartId: number, line: LineRef) =>
  and(eq(cartItems.cartId, cartId), eq(cartItems.productId, line.productId), eq(cartItems.sizeCode, line.sizeCode));

async function touch(tx: Tx, cartId: number): Promise<void> {
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/**
 * `POST cart`: adds `qty` units of a size; a size already in the cart raises that line. One upsert on the
 * unique line, guarded by the stock, so concurrent adds neither lose units nor pass the stock together.
 */
export async function addToCart(owner: CartOwner, line: LineRef & { qty: number }): Promise<Result<CartMessage>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<Result<CartMessage>> => {
    const size = await findSizeToSell(tx, line.productId, line.sizeCode);
    if (!size.ok) return size;
    if (line.qty > lineLimit(size.data)) return overStock(size.data);
    const cartId = await getOrCreateCartId(tx, owner);
    const saved = await tx
      .insert(cartItems)
      .values({ cartId, productId: line.productId, sizeCode: line.sizeCode, qty: line.qty })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.productId, cartItems.sizeCode],
        set: { qty: sql`${cartItems.qty} + excluded.qty` },
        setWhere: sql`${cartItems.qty} + excluded.qty <= ${lineLimit(size.data)}`,
      })
      .returning({ qty: cartItems.qty });
    if (saved.length === 0) return overStock(size.data);
    await touch(tx, cartId);
    return ok({ message: MSG.cart.added });
  });
}

/** `POST cart-item-increment-qty`: raises an existing line by `step`, within the stock. */
export async function incrementCartLine(owner: CartOwner, line: LineRef, step: number): Promise<Result<CartMessage>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<Result<CartMessage>> => {
    const size = await findSizeToSell(tx, line.productId, line.sizeCode);
    if (!size.ok) return size;
    const cartId = await findCartId(tx, owner);
    if (cartId === undefined) return fail(404, CART_MSG.notInCart);
    const raised = await tx
      .update(cartItems)
      .set({ qty: sql`${cartItems.qty} + ${step}` })
      .where(and(lineWhere(cartId, line), sql`${cartItems.qty} + ${step} <= ${lineLimit(size.data)}`))
      .returning({ qty: cartItems.qty });
    if (raised.length > 0) {
      await touch(tx, cartId);
      return ok({ message: CART_MSG.incremented });
    }
    const [exists] = await tx.select({ id: cartItems.id }).from(cartItems).where(lineWhere(cartId, line)).limit(1);
    return exists ? overStock(size.data) : fail(404, CART_MSG.notInCart);
  });
}

/** `POST cart-item-decrement-qty`: lowers a line by `step` only while it stays at 1 or more; at 1 nothing changes. */
export async function decrementCartLine(owner: CartOwner, line: LineRef, step: number): Promise<Result<CartMessage>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<Result<CartMessage>> => {
    if (!(await productExists(tx, line.productId))) return fail(400, MSG.cart.itemInvalid);
    const cartId = await findCartId(tx, owner);
    if (cartId === undefined) return fail(404, CART_MSG.notInCart);
    const lowered = await tx
      .update(cartItems)
      .set({ qty: sql`${cartItems.qty} - ${step}` })
      .where(and(lineWhere(cartId, line), gt(cartItems.qty, step)))
      .returning({ qty: cartItems.qty });
    if (lowered.length > 0) {
      await touch(tx, cartId);
      return ok({ message: MSG.cart.decremented });
    }
    const [exists] = await tx.select({ id: cartItems.id }).from(cartItems).where(lineWhere(cartId, line)).limit(1);
    return exists ? ok({ message: CART_MSG.alreadyAtMinimum }) : fail(404, CART_MSG.notInCart);
  });
}

/** `DELETE cart-item-remove`: deletes the line of one product size. */
export async function removeCartLine(owner: CartOwner, line: LineRef): Promise<Result<CartMessage>> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<Result<CartMessage>> => {
    if (!(await productExists(tx, line.productId))) return fail(400, MSG.cart.itemInvalid);
    const cartId = await findCartId(tx, owner);
    if (cartId === undefined) return fail(404, CART_MSG.notInCart);
    const removed = await tx.delete(cartItems).where(lineWhere(cartId, line)).returning({ id: cartItems.id });
    if (removed.length === 0) return fail(404, CART_MSG.notInCart);
    await touch(tx, cartId);
    return ok({ message: MSG.cart.removed });
  });
}
