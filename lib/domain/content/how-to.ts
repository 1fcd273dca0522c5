/**
 * The two how-to pages (spec section 2): the order of their steps, each step's drawing and the spec's English
 * step titles. The step texts, and the titles in French and Bahasa Indonesia, are in the `info` catalogues
 * (`info.howTo.*.steps`); the English catalogue takes its titles from here, so the spec's titles are written once.
 */

export type HowToIllustration =
  "checkout" | "address" | "courier" | "delivery" | "store" | "payment" | "success" | "pickup";

/** One step as shown: its title and text in the shopper's language, and its drawing. */
export interface HowToStep {
  title: string;
  text: string;
  /** Which locally drawn illustration goes with the step. */
  illustration: HowToIllustration;
}

/** /stores/online-delivery: the spec's 4 step titles, in order. */
export const ONLINE_DELIVERY_TITLES = {
  checkout: "Checkout",
  shippingAddress: "Shipping Address",
  shippingCourier: "Shipping Courier",
  packageDelivery: "Package Delivery",
} as const;

/** /stores/pickup-on-store: the spec's 5 step titles, in order. */
export const PICKUP_TITLES = {
  checkout: "Checkout",
  chooseStore: "Choose A Store",
  payment: "Payment",
  purchaseSuccess: "Purchase Success",
  pickupAtStore: "Pickup at Store",
} as const;

export const ONLINE_DELIVERY_ILLUSTRATIONS: Record<keyof typeof ONLINE_DELIVERY_TITLES, HowToIllustration> = {
  checkout: "checkout",
  shippingAddress: "address",
  shippingCourier: "courier",
  packageDelivery: "delivery",
};

export const PICKUP_ILLUSTRATIONS: Record<keyof typeof PICKUP_TITLES, HowToIllustration> = {
  checkout: "checkout",
  chooseStore: "store",
  payment: "payment",
  purchaseSuccess: "success",
  pickupAtStore: "pickup",
};

type StepTexts<K extends string> = { readonly [key in K]: { readonly title: string; readonly text: string } };

/** The steps of a page in the spec's order, with the texts of one catalogue. */
export function howToSteps<K extends string>(
  illustrations: Record<K, HowToIllustration>,
  texts: StepTexts<K>,
): HowToStep[] {
  return (Object.keys(illustrations) as K[]).map((key) => ({ ...texts[key], illustration: illustrations[key] }));
}
