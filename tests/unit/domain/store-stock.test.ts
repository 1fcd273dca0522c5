import { LOW_STOCK_MAX } from "@/lib/domain/catalog/scarcity";
import { storeStock } from "@/lib/domain/showrooms/store-stock";

describe("a store's stock of the chosen size, as its line in the stock-by-store list says it", () => {
  it("says 'sold out' for a store without a unit", () => {
    expect(storeStock(0, 1)).toEqual({ status: "SOLD_OUT", units_left: null });
  });

  it(`tells the count of 1 to ${LOW_STOCK_MAX} units, as the product page's 'only N left' does`, () => {
    for (let units = 1; units <= LOW_STOCK_MAX; units++)
      expect(storeStock(units, 1)).toEqual({ status: "FEW_LEFT", units_left: units });
  });

  it("tells the count of a store holding fewer units than the quantity asked", () => {
    expect(storeStock(LOW_STOCK_MAX + 2, LOW_STOCK_MAX + 3)).toEqual({
      status: "FEW_LEFT",
      units_left: LOW_STOCK_MAX + 2,
    });
  });

  it("says 'available' without a count above that", () => {
    expect(storeStock(LOW_STOCK_MAX + 1, 1)).toEqual({ status: "AVAILABLE", units_left: null });
    expect(storeStock(40, 40)).toEqual({ status: "AVAILABLE", units_left: null });
  });
});
