/**
 * The checkout wizard of spec section 4 as pure transitions: each move takes the wizard state and answers the
 * next one, so the page, the reload restore and the tests share one set of rules.
 */
import type { ShippingType } from "../constants";
import { MSG } from "../messages";
import type { ShippingOption } from "./contract";

export const CHECKOUT_STEPS = [
  "choose-shipping-type",
  "choose-address",
  "choose-hub",
  "choose-shipping-method",
  "choose-showroom",
  "order-summary",
] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface WizardState {
  step: CheckoutStep;
  shippingType: ShippingType | null;
  /** Signed-in: the chosen saved address. */
  userAddressId: number | null;
  hubId: number | null;
  /** The chosen option of checkout-shipping. */
  shipping: ShippingOption | null;
  showroomId: number | null;
}

export const initialWizard: WizardState = {
  step: "choose-shipping-type",
  shippingType: null,
  userAddressId: null,
  hubId: null,
  shipping: null,
  showroomId: null,
};

export type Move<T = WizardState> = { ok: true; state: T } | { ok: false; message: string };

const to = (state: WizardState): Move => ({ ok: true, state });

/** choose-shipping-type → choose-address (delivery) or choose-showroom (pickup). */
export function chooseShippingType(state: WizardState, shippingType: ShippingType): Move {
  if (state.step !== "choose-shipping-type") return to(state);
  const step = shippingType === "ONLINE_DELIVERY" ? "choose-address" : "choose-showroom";
  return to({ ...initialWizard, shippingType, step, userAddressId: state.userAddressId });
}

/**
 * choose-address → choose-hub. A signed-in shopper needs a chosen saved address; a guest's typed address is
 * checked by guestAddressSchema first and its first message (if any) passed as `guestAddressError`.
 */
export function continueFromAddress(
  state: WizardState,
  opts: { signedIn: boolean; guestAddressError?: string | null },
): Move {
  if (state.step !== "choose-address") return to(state);
  if (opts.signedIn && state.userAddressId == null) return { ok: false, message: MSG.checkout.addressRequired };
  if (!opts.signedIn && opts.guestAddressError) return { ok: false, message: opts.guestAddressError };
  return to({ ...state, step: "choose-hub" });
}

export function selectAddress(state: WizardState, userAddressId: number): WizardState {
  return { ...state, userAddressId, shipping: null };
}

/** Choosing a hub goes to choose-shipping-method (a new hub means new tariffs, so the old choice goes). */
export function chooseHub(state: WizardState, hubId: number): Move {
  if (state.step !== "choose-hub") return to(state);
  return to({ ...state, hubId, shipping: null, step: "choose-shipping-method" });
}

export function selectShipping(state: WizardState, shipping: ShippingOption): WizardState {
  return state.step === "choose-shipping-method" ? { ...state, shipping } : state;
}

/** choose-shipping-method → order-summary, only with a chosen method. */
export function continueFromShippingMethod(state: WizardState): Move {
  if (state.step !== "choose-shipping-method") return to(state);
  if (!state.shipping) return { ok: false, message: MSG.checkout.shippingMethodRequired };
  return to({ ...state, step: "order-summary" });
}

/** choose-showroom: selecting a showroom goes to order-summary. */
export function chooseShowroom(state: WizardState, showroomId: number): Move {
  if (state.step !== "choose-showroom") return to(state);
  return to({ ...state, showroomId, step: "order-summary" });
}

/**
 * Back moves of spec section 4: address → type; hub → address; shipping method → address (the shipping choice
 * is cleared); showroom → type. From the summary, back returns to the step that led there.
 */
export function back(state: WizardState): WizardState {
  switch (state.step) {
    case "choose-address":
    case "choose-showroom":
      return { ...state, step: "choose-shipping-type", showroomId: null };
    case "choose-hub":
      return { ...state, step: "choose-address" };
    case "choose-shipping-method":
      return { ...state, step: "choose-address", shipping: null };
    case "order-summary":
      return state.shippingType === "PICKUP_ON_STORE"
        ? { ...state, step: "choose-showroom", showroomId: null }
        : { ...state, step: "choose-shipping-method" };
    default:
      return state;
  }
}

/** The showroom whose stock the order takes: the hub for delivery, the chosen store for pickup. */
export function fulfilmentShowroomId(state: WizardState): number | null {
  return state.shippingType === "ONLINE_DELIVERY" ? state.hubId : state.showroomId;
}

/** A restored state that does not hang together (e.g. tampered storage) starts over. */
export function sanitizeWizard(state: Partial<WizardState> | null | undefined): WizardState {
  if (!state || !state.step || !CHECKOUT_STEPS.includes(state.step)) return initialWizard;
  const merged = { ...initialWizard, ...state };
  if (merged.step !== "choose-shipping-type" && !merged.shippingType) return initialWizard;
  if (merged.step === "choose-shipping-method" && merged.hubId == null) return { ...merged, step: "choose-hub" };
  if (merged.step === "order-summary") {
    if (merged.shippingType === "ONLINE_DELIVERY" && (!merged.shipping || merged.hubId == null))
      return { ...merged, step: "choose-address" };
    if (merged.shippingType === "PICKUP_ON_STORE" && merged.showroomId == null)
      return { ...merged, step: "choose-showroom" };
  }
  return merged;
}
