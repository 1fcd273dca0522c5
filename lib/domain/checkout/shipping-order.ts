import type { ShippingOption } from "./contract";

/** The courier's options as the shopper sees them: cheapest first; equal tariffs keep the courier's own order. */
export function cheapestFirst(options: readonly ShippingOption[]): ShippingOption[] {
  return [...options].sort((a, b) => a.tariff - b.tariff);
}
