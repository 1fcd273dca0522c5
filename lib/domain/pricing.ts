/**
 * The price formulas of spec sections 3 and 9, written once and used by the server (the truth for totals)
 * and the browser (display). All amounts are integer rupiah.
 */

/** Net price reduced by a percent (rounded to whole rupiah), minus a nominal amount; never below zero. */
function applyDiscount(netPrice: number, discPercent: number, discNominal: number): number {
  const afterPercent = Math.round((netPrice * (100 - discPercent)) / 100);
  return Math.max(0, afterPercent - discNominal);
}

/** grandPrice: the net price reduced by direct_disc_percent, minus direct_disc_nominal. */
export function grandPrice(netPrice: number, directDiscPercent: number, directDiscNominal: number): number {
  return applyDiscount(netPrice, directDiscPercent, directDiscNominal);
}

/** Order line price: net_price × (100 − disc_percent) / 100, rounded, minus disc_nominal. */
export function orderLinePrice(netPrice: number, discPercent: number, discNominal: number): number {
  return applyDiscount(netPrice, discPercent, discNominal);
}

/** Listing and quick view: floor((retail − grand) / retail × 100); null when there is no discount to show. */
export function percentOffListing(retailPrice: number, grandPrice: number): number | null {
  if (!(retailPrice > 0) || !(grandPrice < retailPrice)) return null;
  // Integer arithmetic: (r − g) / r × 100 in floating point can land just under a whole number and floor wrongly.
  return Math.floor(((retailPrice - grandPrice) * 100) / retailPrice);
}

/** Detail page: 100 − round(grand / retail × 100); null when there is no discount to show. */
export function percentOffDetail(retailPrice: number, grandPrice: number): number | null {
  if (!(retailPrice > 0) || !(grandPrice < retailPrice)) return null;
  return 100 - Math.round((grandPrice * 100) / retailPrice);
}

export interface PromoTerms {
  category: "SHIPPING" | "PRODUCT";
  disc_percent: number;
  disc_nominal: number;
  disc_max: number;
}

export interface PromoBase {
  itemsSubtotal: number;
  shippingCost: number;
}

/**
 * Promo code discount: disc_percent of the base (shipping cost for SHIPPING, item subtotal for PRODUCT)
 * plus disc_nominal, capped at disc_max when it is set (> 0), never above the base and never negative.
 */
export function promoDiscount(promo: PromoTerms, amounts: PromoBase): number {
  const base = Math.max(0, promo.category === "SHIPPING" ? amounts.shippingCost : amounts.itemsSubtotal);
  let discount = Math.floor((base * promo.disc_percent) / 100) + promo.disc_nominal;
  if (promo.disc_max > 0) discount = Math.min(discount, promo.disc_max);
  return Math.max(0, Math.min(discount, base));
}

export interface GrandTotalInput {
  itemsSubtotal: number;
  promoDiscount: number;
  shippingCost: number;
  shippingType: "ONLINE_DELIVERY" | "PICKUP_ON_STORE";
}

/** Grand total: item subtotal − promo discount + shipping cost (none for store pickup); never below zero. */
export function grandTotal(input: GrandTotalInput): number {
  const shipping = input.shippingType === "PICKUP_ON_STORE" ? 0 : input.shippingCost;
  return Math.max(0, input.itemsSubtotal - input.promoDiscount + shipping);
}
