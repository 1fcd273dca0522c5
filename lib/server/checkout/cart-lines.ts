import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { cartItems, carts, productImages, products, productSizes } from "@/lib/db/schema";
import { orderLinePrice } from "@/lib/domain/pricing";

/** One cart line with what checkout needs to price, weigh and snapshot it. */
export interface CheckoutLine {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  sizeCode: string;
  sizeName: string;
  qty: number;
  retailPrice: number;
  netPrice: number;
  discPercent: number;
  discNominal: number;
  /** Price of one unit after the direct discount (spec section 9 order line price). */
  linePrice: number;
  weightGrams: number;
  groupId: number;
  subGroupId: number | null;
  imageUrl: string | null;
}

/** Whose cart: the signed-in shopper's, else the guest device's (a device cart has no user). */
export type CartOwner = { userId: number } | { deviceId: string };

export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | null> {
  const where = "userId" in owner ? eq(carts.userId, owner.userId) : and(eq(carts.deviceId, owner.deviceId), isNull(carts.userId));
  const [row] = await db.select({ id: carts.id }).from(carts).where(where).limit(1);
  return row?.id ?? null;
}

export async function loadCartLines(db: Queryable, owner: CartOwner): Promise<CheckoutLine[]> {
  const cartId = await findCartId(db, owner);
  if (cartId == null) return [];
  const rows = await db
    .select({ item: cartItems, product: products, sizeName: productSizes.sizeName })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productSizes, and(eq(productSizes.productId, cartItems.productId), eq(productSizes.sizeCode, cartItems.sizeCode)))
    .where(and(eq(cartItems.cartId, cartId), eq(products.isActive, true)))
    .orderBy(asc(cartItems.id));
  if (rows.length === 0) return [];
  const images = await db
    .select({ productId: productImages.productId, url: productImages.imageUrl, type: productImages.imageType })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(rows.map((r) => r.product.id))]))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
  return rows.map(({ item, product, sizeName }) => {
    const own = images.filter((i) => i.productId === product.id);
    const cover = own.find((i) => i.type === "COVER") ?? own[0];
    return {
      id: item.id,
      productId: product.id,
      productName: product.productName,
      productCode: product.productCode,
      sizeCode: item.sizeCode,
      sizeName: sizeName ?? item.sizeCode,
      qty: item.qty,
      retailPrice: product.retailPrice,
      netPrice: product.netPrice,
      discPercent: product.directDiscPercent,
      discNominal: product.directDiscNominal,
      linePrice: orderLinePrice(product.netPrice, product.directDiscPercent, product.directDiscNominal),
      weightGrams: product.weightGrams,
      groupId: product.groupId,
      subGroupId: product.subGroupId,
      imageUrl: cover?.url ?? null,
    };
  });
}
