/** Ours: checkout and payment answers the spec leaves open (its own strings stay in lib/domain/messages.ts). */
export const CHECKOUT_MSG = {
  cartEmpty: 'Your cart is empty',
  shippingTypeInvalid: 'Please choose a shipping type.',
  hubInvalid: 'Please choose a hub for online delivery.',
  promoUnknown: 'Promo code is not valid.',
  promoExpired: 'Promo code has expired.',
  promoInactive: 'Promo code is no longer active.',
  promoMinPurchase: (min: string) => `Promo code needs a minimum purchase of ${min}.`,
  promoNotStarted: 'Promo code is not active yet.',
  nothingAvailable: 'None of your items is available at the chosen store.',
  shippingUnavailable: 'The chosen shipping method is not available for this address.',
  courierFailed: 'Fail to load the shipping options, please try again.',
  soldOut: (product: string, size: string) => `Sorry, ${product} size ${size} has just sold out at this store.`,
  paymentReturnInvalid: 'The payment details are not valid.',
  orderNotFound: 'Order not found.',
  guestCheckoutDisabled: 'Please sign in again to use your saved address.',
} as const;
