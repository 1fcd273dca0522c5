import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";

/**
 * The checkout API's own answers (lib/domain/checkout/messages.ts, English) as templates, by key: the English
 * `checkout.api` catalogue is this object, and the shopper's catalogue translates it key by key. No client
 * directive: the catalogue is read on the server.
 */
export const CHECKOUT_API_EN = {
  cartEmpty: CHECKOUT_MSG.cartEmpty,
  shippingTypeInvalid: CHECKOUT_MSG.shippingTypeInvalid,
  hubInvalid: CHECKOUT_MSG.hubInvalid,
  promoUnknown: CHECKOUT_MSG.promoUnknown,
  promoMinPurchase: CHECKOUT_MSG.promoMinPurchase("{min}"),
  promoUsedUp: CHECKOUT_MSG.promoUsedUp,
  promoShopperLimit: CHECKOUT_MSG.promoShopperLimit,
  promoFirstPurchase: CHECKOUT_MSG.promoFirstPurchase,
  pendingLimit: CHECKOUT_MSG.pendingLimit,
  pendingLimitNetwork: CHECKOUT_MSG.pendingLimitNetwork,
  unitsPerSize: CHECKOUT_MSG.unitsPerSize("{max}"),
  nothingAvailable: CHECKOUT_MSG.nothingAvailable,
  shippingUnavailable: CHECKOUT_MSG.shippingUnavailable,
  courierFailed: CHECKOUT_MSG.courierFailed,
  soldOut: CHECKOUT_MSG.soldOut("{product}", "{size}"),
  paymentReturnInvalid: CHECKOUT_MSG.paymentReturnInvalid,
  orderNotFound: CHECKOUT_MSG.orderNotFound,
  guestCheckoutDisabled: CHECKOUT_MSG.guestCheckoutDisabled,
  paymentDuePassed: CHECKOUT_MSG.paymentDuePassed,
  notAwaitingPayment: CHECKOUT_MSG.notAwaitingPayment,
};

type ApiKey = keyof typeof CHECKOUT_API_EN;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each English template as a pattern capturing its placeholders ('{min}' → the named group min). */
const PATTERNS = (Object.entries(CHECKOUT_API_EN) as [ApiKey, string][]).map(([key, english]) => ({
  key,
  pattern: new RegExp(`^${escape(english).replace(/\\\{(\w+)\\\}/g, "(?<$1>.+?)")}$`),
}));

/** A checkout API answer in the shopper's language; anything unknown is shown as it came. */
export function localizeCheckoutApi(api: Catalogue["checkout"]["api"], text: string): string {
  for (const { key, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return fmt(api[key], match.groups ?? {});
  }
  return text;
}
