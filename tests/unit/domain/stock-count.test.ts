/** The counting rule shared by the stock sync and the catalogue import's stock.csv (lib/domain/ops/stock-count.ts). */
import { countedStock } from "@/lib/domain/ops/stock-count";

describe("countedStock(on hand, sold since the count, held now)", () => {
  it("takes the holds off a live count", () => {
    expect(countedStock(10, 0, 2)).toEqual({ qty: 8, uncovered: 0 });
  });

  it("takes off the units paid for since the count was taken, then the holds", () => {
    expect(countedStock(11, 3, 1)).toEqual({ qty: 7, uncovered: 0 });
  });

  it("never goes below zero, and keeps the holds the count does not cover apart", () => {
    expect(countedStock(1, 0, 3)).toEqual({ qty: 0, uncovered: 2 });
    expect(countedStock(4, 3, 3)).toEqual({ qty: 0, uncovered: 2 });
  });

  it("does not count units sold beyond the count as holds it fails to cover", () => {
    expect(countedStock(2, 5, 1)).toEqual({ qty: 0, uncovered: 1 });
  });
});
