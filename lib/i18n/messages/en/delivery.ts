import { checkout } from "./checkout";

/** The product page's delivery estimate (components/product/delivery-estimate.tsx); the checkout's words reused. */
export const delivery = {
  heading: "Delivery and pickup",
  loading: "Checking delivery times…",
  shipsFrom: checkout.hub.shipsFrom,
  /** `{etd}`: the courier's days ("1-2"), as the checkout's shipping methods show them. */
  arrives: "Arrives in {etd} day(s)",
  to: "to {place}",
  primaryAddress: "your primary address",
  noEstimate: "No delivery estimate for this area yet.",
  notShipped: "This size is not available for delivery.",
  pickupToday: "Pick up today at {store}",
  pickupTomorrow: "Pick up from tomorrow at {store}",
  chooseArea: "Check delivery time to your area",
  changeArea: "Change area",
  picker: {
    heading: "Deliver to",
    save: "Show the estimate",
    cancel: "Cancel",
  },
} as const;
