import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { cartItems, carts, productImages, productSizes, products } from "@/lib/db/schema";
import type { Cart } from "@/lib/domain/types";
import type { CartOwner } from "./owner";

/**
 * The owner's cart, or undefined. A device cart that already belongs to an account is never found by its
 * device id alone: only the session opens an account's cart.
 */
export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | undefined> {
  const where = owner.kind === "user" ? eq(carts.userId, owner.userId) : and(eq(carts.deviceId, owner.deviceId), isNull(carts.userId));
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).limit(1);
  return row?.id;
}

/** `GET cart`: `data.cart.cart_items` in the order they were added (an empty list when there is no cart). */
export async function getCart(owner: CartOwner): Promise<{ cart: Cart }> {
  const db = await getDb();
  const cartId = await findCartId(db, owner);
  if (cartId === undefined) return { cart: { cart_items: [] } };
  const rows = await db
    .select({ item: cartItems, product: products, sizeName: productSizes.sizeName })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSizes, and(eq(productSizes.productId, cartItems.productId), eq(productSizes.sizeCode, cartItems.sizeCode)))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  if (rows.length === 0) return { cart: { cart_items: [] } };
  const images = await db
    .select({ productId: productImages.productId, image_url: productImages.imageUrl, image_type: productImages.imageType })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(rows.map((row) => row.product.id))]))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
  return {
    cart: {
      cart_items: rows.map(({ item, product, sizeName }) => ({
        id: item.id,
        qty: item.qty,
        size_code: item.sizeCode,
        size_name: sizeName ?? item.sizeCode,
        product_detail_id: product.id,
        product_detail: {
          product_name: product.productName,
          retail_price: product.retailPrice,
          net_price: product.netPrice,
          direct_discount: { direct_disc_percent: product.directDiscPercent, direct_disc_nominal: product.directDiscNominal },
          grand_price: product.grandPrice,
          product_images: images
            .filter((image) => image.productId === product.id)
            .map((image) => ({ image_url: image.image_url, image_type: image.image_type })),
          group_id: product.groupId,
          sub_group_id: product.subGroupId,
        },
      })),
    },
  };
}
