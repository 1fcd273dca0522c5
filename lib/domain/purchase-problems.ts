/**
 * The problems the no-JavaScript add-to-cart form (POST /api/forms/add-to-cart) sends the shopper back to the
 * product page with, as the fragment `#problem-{code}`: the page carries each message hidden and shows the one its
 * address targets (CSS `:target`), so the message appears before and without any script.
 */
import { MSG } from "./messages";

export const PURCHASE_PROBLEMS = {
  item: MSG.cart.itemInvalid,
  size: MSG.cart.sizeRequired,
  qty: MSG.cart.minQtyAddToCart,
  "max-qty": MSG.extra.maxQty,
  // An unknown or sold-out size, or more units than are left: the spec's out-of-stock notice.
  stock: MSG.product.outOfStockSize,
} as const;

export type PurchaseProblem = keyof typeof PURCHASE_PROBLEMS;

const PREFIX = "problem-";

/** The element id (and fragment) that shows a problem. */
export const purchaseProblemId = (problem: PurchaseProblem) => `${PREFIX}${problem}`;

/** The problem an add-to-cart refusal's message names; anything else is a stock problem. */
export function purchaseProblemOf(message: string): PurchaseProblem {
  for (const [code, text] of Object.entries(PURCHASE_PROBLEMS)) if (text === message) return code as PurchaseProblem;
  return "stock";
}

/** The problem a fragment (`#problem-size`) names, or null. */
export function purchaseProblemFromHash(hash: string): PurchaseProblem | null {
  const code = hash.startsWith(`#${PREFIX}`) ? hash.slice(PREFIX.length + 1) : "";
  return Object.hasOwn(PURCHASE_PROBLEMS, code) ? (code as PurchaseProblem) : null;
}
