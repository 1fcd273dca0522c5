import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { carts } from "@/lib/db/schema";
import type { CartAnswer, CartItem } from "@/lib/domain/cart/contract";
import { readCartLines, type CartLineRow } from "./lines";
import type { CartOwner } from "./owner";

/**
 * The owner's cart, or undefined. A device cart that already belongs to an account is never found by its
 * device id alone: only the session opens an account's cart.
 */
export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | undefined> {
  const where =
    owner.kind === "user"
      ? eq(carts.userId, owner.userId)
      : and(eq(carts.deviceId, owner.deviceId), isNull(carts.userId));
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).limit(1);
  return row?.id;
}

/** A cart line as `GET cart` sends it. */
export function cartItemOf({ item, product, sizeName, images }: CartLineRow): CartItem {
  return {
    id: item.id,
    qty: item.qty,
    size_code: item.sizeCode,
    size_name: sizeName,
    product_detail_id: product.id,
    product_detail: {
      product_name: product.productName,
      retail_price: product.retailPrice,
      net_price: product.netPrice,
      direct_discount: {
        direct_disc_percent: product.directDiscPercent,
        direct_disc_nominal: product.directDiscNominal,
      },
      grand_price: product.grandPrice,
      product_images: images,
      group_id: product.groupId,
      sub_group_id: product.subGroupId,
    },
  };
}

/** `GET cart`: `data.cart.cart_items` in the order they were added (an empty list when there is no cart). */
export async function getCart(owner: CartOwner): Promise<CartAnswer> {
  const db = await getDb();
  const cartId = await findCartId(db, owner);
  if (cartId === undefined) return { cart: { cart_items: [] } };
  const lines = await readCartLines(db, cartId, "all");
  return { cart: { cart_items: lines.map(cartItemOf) } };
}
