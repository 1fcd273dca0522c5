/** Ours: checkout and payment answers the spec leaves open (its own strings stay in lib/domain/messages.ts). */
export const CHECKOUT_MSG = {
  cartEmpty: "Your cart is empty",
  shippingTypeInvalid: "Please choose a shipping type.",
  hubInvalid: "Please choose a hub for online delivery.",
  /** Unknown, inactive, expired and not yet started codes all get this one answer: guessing learns nothing more. */
  promoUnknown: "Promo code is not valid.",
  promoMinPurchase: (min: string) => `Promo code needs a minimum purchase of ${min}.`,
  promoUsedUp: "This promo code has been fully used.",
  promoShopperLimit: "You have already used this promo code as many times as it allows.",
  promoFirstPurchase: "This promo code is for your first purchase only.",
  pendingLimit:
    "You already have unpaid orders waiting for payment. Please pay for them, or wait until they expire, before placing another order.",
  pendingLimitNetwork:
    "Too many unpaid orders are waiting for payment from your network. Please pay for an order, or try again later.",
  unitsPerSize: (max: string) => `You can order at most ${max} units of each size in one order.`,
  unitsPerOrder: (max: string) => `You can order at most ${max} items in one order.`,
  /** No number: the share is of the units on hand, so "at most N" would tell the store's stock (issue #34, point 10). */
  sizeShare: (size: string) =>
    `This order holds too many units of size ${size} for this store. Please lower the quantity.`,
  /** Across identities: the units one client address holds unpaid; no number, as above. */
  sizeShareNetwork: (size: string) =>
    `Unpaid orders from your network already hold as many units of size ${size} at this store as they may. Please pay for an order, or try again later.`,
  nothingAvailable: "None of your items is available at the chosen store.",
  shippingUnavailable: "The chosen shipping method is not available for this address.",
  courierFailed: "Fail to load the shipping options, please try again.",
  /** The courier's destination id of an address (docs/providers.md): quotes never guess one. */
  courierDestinationRequired: "Please confirm the courier's destination for this address.",
  courierDestinationNone: "The courier knows no destination for this district and zip code. Please check them.",
  courierDestinationInvalid: "The chosen courier destination does not match this address, please choose it again.",
  courierDestinationsFailed: "Fail to load the courier's destinations, please try again.",
  hubCourierMissing: "This hub cannot ship with the courier yet, please choose another hub.",
  soldOut: (product: string, size: string) => `Sorry, ${product} size ${size} has just sold out at this store.`,
  paymentReturnInvalid: "The payment details are not valid.",
  orderNotFound: "Order not found.",
  guestCheckoutDisabled: "Please sign in again to use your saved address.",
  paymentDuePassed: "The time to pay this order has run out: it can no longer be paid. Please order the items again.",
  notAwaitingPayment: "This order is not waiting for payment.",
  /** The payment provider refused the bill or could not be reached; the order stands and can be paid later ('Pay Now'). */
  paymentUnavailable:
    "The payment page cannot be opened right now. Your order is saved: please try to pay it again in a moment.",
  /** A store pickup when the payment provider needs a phone (Faspay's msisdn): asked before the order is placed. */
  pickupPhoneRequired: "Please enter a mobile phone number: the payment needs one for a store pickup.",
  pickupPhoneInvalid: "Please enter a valid Indonesian phone number (08…, 62… or +62…).",
  /** The WhatsApp opt-in needs a number that WhatsApp can reach in E.164 (+62…). */
  whatsappPhoneRequired: "Please enter a mobile phone number to get your order updates by WhatsApp.",
  whatsappPhoneInvalid:
    "This number cannot receive WhatsApp updates: please enter an Indonesian mobile number (08…, 62… or +62…).",
  /** The provider refused the bill for a reason no retry fixes: the order has ended and its items are back on sale. */
  paymentRefused:
    "The payment provider refused this order, so it cannot be paid. The order has been closed and its items released: please check your details and order again.",
  /** The payment page's return (checkout-payment) and 'Pay Now' (order-payment) without their required fields. */
  billNoRequired: "bill_no is required.",
  statusRequired: "status is required.",
  signatureRequired: "signature is required.",
  trxRefRequired: "trx_ref is required.",
  /** The payment provider's notification that its provider cannot read (not JSON, a form post or XML as it sends). */
  notificationInvalid: "The notification could not be read.",
  /** A notification from an address outside the provider's *_NOTIFY_SOURCES. */
  notificationSource: "Notifications are not accepted from this address.",
} as const;

/** The checkout's answers as templates, `{name}` for a variable part (codes: lib/domain/api/codes.ts). */
export const CHECKOUT_TEMPLATES = {
  ...CHECKOUT_MSG,
  promoMinPurchase: CHECKOUT_MSG.promoMinPurchase("{min}"),
  unitsPerSize: CHECKOUT_MSG.unitsPerSize("{max}"),
  unitsPerOrder: CHECKOUT_MSG.unitsPerOrder("{max}"),
  sizeShare: CHECKOUT_MSG.sizeShare("{size}"),
  sizeShareNetwork: CHECKOUT_MSG.sizeShareNetwork("{size}"),
  soldOut: CHECKOUT_MSG.soldOut("{product}", "{size}"),
} as const;
