import "server-only";
import type { Queryable } from "@/lib/db";
import { orderLinePrice } from "@/lib/domain/pricing";
import { readCartLines, type CartLineRow } from "@/lib/server/cart/lines";
import { findCartId as findOwnersCartId } from "@/lib/server/cart/read";
import type { CheckoutLine } from "@/lib/server/orders/draft";

/** Whose cart: the signed-in shopper's, else the guest device's (a device cart has no user). */
export type CartOwner = { userId: number } | { deviceId: string };

/** The owner's cart (the cart's own lookup, lib/server/cart/read.ts), or null. */
export async function findCartId(db: Queryable, owner: CartOwner): Promise<number | null> {
  const cartId = await findOwnersCartId(
    db,
    "userId" in owner ? { kind: "user", userId: owner.userId } : { kind: "device", deviceId: owner.deviceId },
  );
  return cartId ?? null;
}

function toCheckoutLine({ item, product, sizeName, images }: CartLineRow): CheckoutLine {
  const cover = images.find((image) => image.image_type === "COVER") ?? images[0];
  return {
    id: item.id,
    productId: product.id,
    productName: product.productName,
    productCode: product.productCode,
    sizeCode: item.sizeCode,
    sizeName,
    qty: item.qty,
    retailPrice: product.retailPrice,
    netPrice: product.netPrice,
    discPercent: product.directDiscPercent,
    discNominal: product.directDiscNominal,
    linePrice: orderLinePrice(product.netPrice, product.directDiscPercent, product.directDiscNominal),
    weightGrams: product.weightGrams,
    groupId: product.groupId,
    subGroupId: product.subGroupId,
    imageUrl: cover?.image_url ?? null,
  };
}

/** The lines checkout sells: the cart's lines of products on sale (the rule is in lib/server/cart/lines.ts). */
export async function loadCartLines(db: Queryable, owner: CartOwner): Promise<CheckoutLine[]> {
  const cartId = await findCartId(db, owner);
  if (cartId == null) return [];
  return (await readCartLines(db, cartId, "on-sale")).map(toCheckoutLine);
}
