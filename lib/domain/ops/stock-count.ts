/**
 * How an on-hand count becomes what shoppers can buy (docs/stock-sync.md, docs/adr/0008-stock-sync.md), for the stock
 * sync and the catalogue import's stock.csv alike: the units counted, minus the units paid for since the count was
 * taken (the count could not know of them), minus the units unpaid orders hold now, never below zero. Holds the count
 * does not cover are kept apart (`holds_uncovered`), so an expiring order never hands back units that are not there.
 * The import applies the same rule in SQL (lib/db/catalog-import/merge-stock.ts).
 */
export interface CountedStock {
  /** Units shoppers can buy (`stock.qty`). */
  qty: number;
  /** Units unpaid orders hold beyond the count (`stock.holds_uncovered`). */
  uncovered: number;
}

export function countedStock(onHand: number, soldSince: number, held: number): CountedStock {
  const left = Math.max(0, onHand - soldSince);
  return { qty: Math.max(0, left - held), uncovered: Math.max(0, held - left) };
}
