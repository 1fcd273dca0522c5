/**
 * The add-to-cart rule of spec section 5, the one place it is written: a product, a size and a quantity, and the first
 * of the spec's messages a choice breaks. Zod-free, so the product page's form, the quick view and the cart store
 * check with it without loading zod. The route parses the same fields with addToCartSchema and
 * checkStockSchema (./inputs.ts), built on the same limits and messages; tests/unit/catalog/client-checks-parity.test.ts
 * proves the schemas give this rule's message for any choice.
 */
import { LIMITS, MAX_INT_ID } from "../api/limits";
import { MAX_QTY } from "../constants";
import { MSG, tooLongMessage } from "../messages";

/**
 * The id Add to Cart's toasts share, so the newest replaces the one before: 'Item Added to Cart' takes the place of a
 * stale 'Please choose a size.' rather than stacking behind it.
 */
export const ADD_TO_CART_TOAST = "add-to-cart";

/** The size field's name in its too-long message ('Size must be at most 20 characters.'). */
export const SIZE_LABEL = "Size";

export interface PurchaseChoice {
  productId: number | null | undefined;
  size: string;
  /** The quantity box's value; NaN or 0 when the shopper cleared it. */
  qty: number;
}

function choiceProblem(choice: PurchaseChoice, minQtyMessage: string): string | null {
  const id = choice.productId;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > MAX_INT_ID) return MSG.cart.itemInvalid;
  const size = choice.size.trim();
  if (size === "") return MSG.cart.sizeRequired;
  if (size.length > LIMITS.size) return tooLongMessage(SIZE_LABEL, LIMITS.size);
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
