import { grandPrice } from "../../domain/pricing";
import type { Rng } from "./prng";

export interface PricePlan {
  retailPrice: number;
  netPrice: number;
  directDiscPercent: number;
  directDiscNominal: number;
  grandPrice: number;
  isSale: boolean;
}

/** A lower net price that still looks like a shop price: whole thousands ending in 9000 (e.g. 259000). */
function markdown(retail: number, factor: number): number {
  return Math.floor((retail * factor) / 10000) * 10000 + 9000;
}

/** A net price a percent takes to whole thousands: whole ten thousands (e.g. 210000, whose 10% off is 189000). */
function percentBase(retail: number, factor: number): number {
  return Math.floor((retail * factor) / 10000) * 10000;
}

/**
 * The cut that brings a price down by about `percent` to a shop price: whole thousands, so the price after it keeps
 * the retail price's ending (000 or 900), as Indonesian price tags do (249900 at 10% is 224900, not 224910).
 */
function cutWorth(retail: number, percent: number): number {
  return Math.ceil((retail * percent) / 100 / 1000) * 1000;
}

/**
 * About a quarter of the products are on sale: a cut worth 10-40%, a nominal cut, a lower net price, or a lower net
 * price with a percent on top. Every price after discounts ends in 000 or 900. Kids items are discounted a little more
 * often.
 */
export function planPrice(retailPrice: number, isKids: boolean, rng: Rng): PricePlan {
  const roll = rng.next() - (isKids ? 0.05 : 0);
  let netPrice = retailPrice;
  let directDiscPercent = 0;
  let directDiscNominal = 0;
  if (roll < 0.12) {
    directDiscNominal = cutWorth(retailPrice, rng.pick([10, 20, 20, 30, 30, 40]));
  } else if (roll < 0.18) {
    directDiscNominal = retailPrice >= 300000 ? rng.pick([25000, 50000]) : 25000;
  } else if (roll < 0.22) {
    netPrice = Math.min(retailPrice, markdown(retailPrice, rng.pick([0.8, 0.85, 0.9])));
  } else if (roll < 0.25) {
    netPrice = Math.min(retailPrice, percentBase(retailPrice, 0.9));
    directDiscPercent = rng.pick([10, 20]);
  }
  const grand = grandPrice(netPrice, directDiscPercent, directDiscNominal);
  return {
    retailPrice,
    netPrice,
    directDiscPercent,
    directDiscNominal,
    grandPrice: grand,
    isSale: grand < retailPrice,
  };
}
