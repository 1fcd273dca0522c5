import { MAX_QTY } from "@/lib/domain/constants";
import { MSG, tooLongMessage } from "@/lib/domain/messages";
import type { AddToCartItem } from "@/stores/cart-actions";
import type { CardProduct } from "@/components/catalog/card-product";
import { coverImageUrl } from "@/components/catalog/card-product";

export interface PurchaseChoice {
  productId: number | null | undefined;
  size: string;
  /** The quantity box's value; NaN or 0 when the shopper cleared it. */
  qty: number;
}

// The same rules as addToCartSchema / checkStockSchema (lib/domain/cart/inputs.ts), as small pure checks: the
// server validates with the schemas anyway, and zod in the product page's bundle would cost about 30 KB.
const MAX_INT_ID = 2_147_483_647;
const SIZE_MAX = 20;

function choiceProblem(choice: PurchaseChoice, minQtyMessage: string): string | null {
  const id = choice.productId;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > MAX_INT_ID) return MSG.cart.itemInvalid;
  const size = choice.size.trim();
  if (size === "") return MSG.cart.sizeRequired;
  if (size.length > SIZE_MAX) return tooLongMessage("Size", SIZE_MAX);
  if (!Number.isInteger(choice.qty) || choice.qty < 1) return minQtyMessage;
  if (choice.qty > MAX_QTY) return MSG.extra.maxQty;
  return null;
}

/** The first of the spec's messages the choice breaks ('Item is not valid.', 'Please choose a size.', 'Min quantity to add to cart is 1.'), or null. */
export function addToCartProblem(choice: PurchaseChoice): string | null {
  return choiceProblem(choice, MSG.cart.minQtyAddToCart);
}

/** The stock check's rules: the same, with 'Min quantity to check stock is 1.'. */
export function checkStockProblem(choice: PurchaseChoice): string | null {
  return choiceProblem(choice, MSG.cart.minQtyCheckStock);
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
