import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { cartItems, productImages, productSizes, products } from "@/lib/db/schema";

type ProductRow = typeof products.$inferSelect;
type ItemRow = typeof cartItems.$inferSelect;

/** One cart line joined with its product, its size's name and the product's images (in their display order). */
export interface CartLineRow {
  item: ItemRow;
  product: ProductRow;
  /** The size's name; the size code when the size no longer exists. */
  sizeName: string;
  images: { image_url: string; image_type: string }[];
}

/**
 * Which lines a reader gets. THE isActive rule, decided here once: the cart shows every line, a product taken off
 * sale included, so the shopper still sees it and can lower or remove it (cart writes accept such lines); checkout
 * prices, weighs and sells only the lines whose product is on sale (`is_active`).
 */
export type CartLineScope = "all" | "on-sale";

/** The one cart-line join (GET cart and every checkout step read the cart through it), in the order lines were added. */
export async function readCartLines(db: Queryable, cartId: number, scope: CartLineScope): Promise<CartLineRow[]> {
  const inCart = eq(cartItems.cartId, cartId);
  const rows = await db
    .select({ item: cartItems, product: products, sizeName: productSizes.sizeName })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, cartItems.productId), eq(productSizes.sizeCode, cartItems.sizeCode)),
    )
    .where(scope === "on-sale" ? and(inCart, eq(products.isActive, true)) : inCart)
    .orderBy(asc(cartItems.id));
  if (rows.length === 0) return [];
  const images = await db
    .select({
      productId: productImages.productId,
      image_url: productImages.imageUrl,
      image_type: productImages.imageType,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(rows.map((row) => row.product.id))]))
    .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id));
  return rows.map(({ item, product, sizeName }) => ({
    item,
    product,
    sizeName: sizeName ?? item.sizeCode,
    images: images
      .filter((image) => image.productId === product.id)
      .map(({ image_url, image_type }) => ({ image_url, image_type })),
  }));
}
