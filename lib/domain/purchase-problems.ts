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

/**
 * The one-time note the form leaves when it added the item for a page that runs script (posted before hydration):
 * the browser comes back to the product page, and the page, once interactive, shows what a hydrated click shows
 * ('Item Added to Cart' and the cart panel), then deletes the note. Its value is the product's id, so only that
 * product's page takes it. Readable by the page's script (not HttpOnly): it holds nothing but the id.
 */
export const CART_ADDED_COOKIE = "cart_added";
export const CART_ADDED_SECONDS = 60;

/** The form field a browser without script sends (inside <noscript>): it is sent to /cart, where it can see the item. */
export const NO_SCRIPT_FIELD = "no_script";

/** The form field naming the product page to come back to, in the shopper's language ("/id/product/19"). */
export const BACK_FIELD = "back";
