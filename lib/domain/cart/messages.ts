/** Ours: the cart API's answers the spec leaves open (its own messages come from lib/domain MSG). */
export const CART_MSG = {
  sizeUnknown: "This size does not exist for this item.",
  sizeOutOfStock: "This size is out of stock.",
  notInCart: "This item is not in your cart.",
  incremented: "Item Increment Qty to Cart",
  alreadyAtMinimum: "The quantity is already 1.",
  onlyLeft: (n: number | string) => `Only ${n} left in stock for this size.`,
  /** More units than are left, when more than LOW_STOCK_MAX are: the exact count stays private. */
  notEnoughStock: "There is not enough stock of this size for that quantity.",
} as const;

/** The cart's answers with a variable part, as templates (their codes are in lib/domain/api/codes.ts). */
export const CART_TEMPLATES = {
  ...CART_MSG,
  onlyLeft: CART_MSG.onlyLeft("{n}"),
} as const;
