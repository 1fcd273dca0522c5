import { ACCOUNT_MSG } from "../account/messages";
import { AUTH_MSG } from "../auth/messages";
import { CART_TEMPLATES } from "../cart/messages";
import { CATALOG_MSG } from "../catalog/messages";
import { CHECKOUT_TEMPLATES } from "../checkout/messages";
import { LIMIT_MSG } from "../limit-messages";
import { MSG } from "../messages";
import { REGIONS_MSG } from "../regions/messages";
import { RETURNS_MSG } from "../returns/messages";
import { REVIEWS_MSG } from "../reviews/messages";
import { SHOWROOMS_MSG } from "../showrooms/messages";
import { STOCK_ALERT_MSG, WISHLIST_MSG } from "../wishlist/messages";
import { HTTP_API_MSG } from "./messages";
import { messageAt, resolverOf, type MessageTree } from "./message-tree";

/**
 * Every message the API or a shared form check can answer, under its stable code: the code is the message's path in
 * this tree ("cart.sizeRequired", "checkout.soldOut"). The spec's texts (MSG) and ours share one tree; a message with
 * a variable part is a template with `{name}` placeholders, answered with `params`. The language catalogues mirror
 * this tree in their `errors` namespace, so the browser translates by code in one place (lib/i18n/localize.ts).
 */
export const MESSAGES = {
  ...MSG,
  limits: LIMIT_MSG,
  account: { ...MSG.account, ...ACCOUNT_MSG },
  auth: AUTH_MSG,
  cart: { ...MSG.cart, ...CART_TEMPLATES },
  wishlist: { ...MSG.wishlist, ...WISHLIST_MSG },
  stockAlerts: STOCK_ALERT_MSG,
  checkout: { ...MSG.checkout, ...CHECKOUT_TEMPLATES },
  http: { ...MSG.http, ...HTTP_API_MSG },
  regions: REGIONS_MSG,
  catalog: CATALOG_MSG,
  showrooms: SHOWROOMS_MSG,
  returns: RETURNS_MSG,
  reviews: REVIEWS_MSG,
} as const;

export type { MessageParams, ResolvedMessage } from "./message-tree";

/** The code (and the values of its placeholders) of a known English message; undefined for free text. */
export const resolveMessage = resolverOf(MESSAGES);

/** The code of an answer whose message is not in the tree: its status ("http.404"). */
export function statusCode(status: number): string {
  return `http.${status}`;
}

/** The English text of a code, or undefined when the tree has none. */
export function messageOf(code: string, tree: MessageTree = MESSAGES): string | undefined {
  return messageAt(code, tree);
}
