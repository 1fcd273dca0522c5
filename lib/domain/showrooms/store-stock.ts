import { LOW_STOCK_MAX } from "../catalog/scarcity";

/** What a store's line in the stock-by-store list says of the chosen size. */
export const STORE_STOCK_STATUSES = ["AVAILABLE", "FEW_LEFT", "SOLD_OUT"] as const;
export type StoreStockStatus = (typeof STORE_STOCK_STATUSES)[number];

export interface StoreStock {
  status: StoreStockStatus;
  /** The store's units, told only when they are few: FEW_LEFT's count, else null. */
  units_left: number | null;
}

/**
 * A store's stock of a size as the shopper reads it: none is SOLD_OUT ('Habis'); 1 to LOW_STOCK_MAX units, or fewer
 * than the quantity asked, is FEW_LEFT with the count ('Sisa N'), so a shopper wanting 4 learns that 2 are there;
 * more is AVAILABLE ('Tersedia'), without a count.
 */
export function storeStock(units: number, qtyAsked: number): StoreStock {
  if (units <= 0) return { status: "SOLD_OUT", units_left: null };
  if (units <= LOW_STOCK_MAX || units < qtyAsked) return { status: "FEW_LEFT", units_left: units };
  return { status: "AVAILABLE", units_left: null };
}
