import { addToCartSchema, checkStockSchema } from "@/lib/domain/schemas/cart";
import type { AddToCartItem } from "@/lib/api/cart";
import type { CardProduct } from "@/components/catalog/card-product";
import { coverImageUrl } from "@/components/catalog/card-product";

export interface PurchaseChoice {
  productId: number | null | undefined;
  size: string;
  /** The quantity box's value; NaN or 0 when the shopper cleared it. */
  qty: number;
}

/** The first of the spec's messages the choice breaks ('Item is not valid.', 'Please choose a size.', 'Min quantity to add to cart is 1.'), or null. */
export function addToCartProblem(choice: PurchaseChoice): string | null {
  const parsed = addToCartSchema.safeParse({ product_detail_id: choice.productId, size: choice.size, qty: Number.isFinite(choice.qty) ? choice.qty : undefined });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The stock check's rules: the same, with 'Min quantity to check stock is 1.'. */
export function checkStockProblem(choice: PurchaseChoice): string | null {
  const parsed = checkStockSchema.safeParse({ product_detail_id: choice.productId, size: choice.size, qty: Number.isFinite(choice.qty) ? choice.qty : undefined });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The cart line the cart API and store take, from a product and the shopper's choice. */
export function toCartItem(product: CardProduct, sizeCode: string, qty: number): AddToCartItem {
  const size = product.sizes.find((s) => s.size_code === sizeCode);
  return {
    product_detail_id: product.id,
    product_name: product.product_name,
    image_url: coverImageUrl(product),
    retail_price: product.retail_price,
    net_price: product.net_price,
    grand_price: product.grand_price,
    group_id: product.group_id,
    sub_group_id: product.sub_group_id,
    size: sizeCode,
    size_name: size?.size_name ?? sizeCode,
    qty,
  };
}
