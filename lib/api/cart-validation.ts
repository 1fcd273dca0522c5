/** The add-to-cart form's rules of spec section 5, kept apart so zod loads only when a shopper adds. */
import { addToCartSchema } from "@/lib/domain/cart/inputs";
import { firstMessage } from "@/lib/domain/api/input-fields";

/** 'Item is not valid.', 'Please choose a size.' or 'Min quantity to add to cart is 1.'; null when the item may be added. */
export function addToCartError(item: { product_detail_id: number; size: string; qty: number }): string | null {
  const parsed = addToCartSchema.safeParse({ product_detail_id: item.product_detail_id, size: item.size, qty: item.qty });
  return parsed.success ? null : firstMessage(parsed.error);
}
