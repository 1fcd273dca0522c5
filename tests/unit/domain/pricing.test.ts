import {
  grandPrice,
  grandTotal,
  orderLinePrice,
  percentOffDetail,
  percentOffListing,
  promoDiscount,
} from "@/lib/domain/pricing";

describe("grand price", () => {
  it("is the net price reduced by the direct percent, minus the direct nominal", () => {
    expect(grandPrice(200_000, 10, 5_000)).toBe(175_000);
  });

  it("equals the net price without a direct discount", () => {
    expect(grandPrice(199_900, 0, 0)).toBe(199_900);
  });

  it("never goes below zero", () => {
    expect(grandPrice(10_000, 50, 20_000)).toBe(0);
  });
});

describe("order line price", () => {
  it("is net price × (100 − disc_percent) / 100, rounded, minus disc_nominal", () => {
    expect(orderLinePrice(99_999, 15, 1_000)).toBe(Math.round((99_999 * 85) / 100) - 1_000);
    expect(orderLinePrice(99_999, 15, 1_000)).toBe(83_999);
  });
});

describe("percent off on the listing", () => {
  it("is floored", () => {
    expect(percentOffListing(300_000, 199_000)).toBe(33);
  });

  it("is exact where floating point would land just under a whole number", () => {
    // (100 − 71) / 100 × 100 is 28.999999999999996 in floating point.
    expect(percentOffListing(100, 71)).toBe(29);
  });

  it("is not shown when retail and grand price are the same", () => {
    expect(percentOffListing(250_000, 250_000)).toBeNull();
  });

  it("is not shown when there is no retail price", () => {
    expect(percentOffListing(0, 0)).toBeNull();
  });

  it("is not shown when the grand price is above retail", () => {
    expect(percentOffListing(100_000, 120_000)).toBeNull();
  });
});

describe("percent off on the detail page", () => {
  it("is 100 minus the rounded ratio of discounted to retail price", () => {
    // 199000 / 300000 = 66.33% → 66 → 34% off, where the listing floors to 33%.
    expect(percentOffDetail(300_000, 199_000)).toBe(34);
  });

  it("rounds half up", () => {
    // 1 / 8 × 100 = 12.5 → 13 → 87.
    expect(percentOffDetail(8, 1)).toBe(87);
  });

  it("is not shown when retail and grand price are the same", () => {
    expect(percentOffDetail(250_000, 250_000)).toBeNull();
  });
});

describe("promo code discount", () => {
  const amounts = { itemsSubtotal: 500_000, shippingCost: 30_000 };

  it("takes its percent of the item subtotal for a PRODUCT promo", () => {
    expect(promoDiscount({ category: "PRODUCT", disc_percent: 10, disc_nominal: 0, disc_max: 0 }, amounts)).toBe(
      50_000,
    );
  });

  it("takes its percent of the shipping cost for a SHIPPING promo", () => {
    expect(promoDiscount({ category: "SHIPPING", disc_percent: 50, disc_nominal: 0, disc_max: 0 }, amounts)).toBe(
      15_000,
    );
  });

  it("adds the nominal amount to the percent", () => {
    expect(promoDiscount({ category: "PRODUCT", disc_percent: 10, disc_nominal: 5_000, disc_max: 0 }, amounts)).toBe(
      55_000,
    );
  });

  it("floors the percent part to whole rupiah", () => {
    const odd = { itemsSubtotal: 99_999, shippingCost: 0 };
    expect(promoDiscount({ category: "PRODUCT", disc_percent: 10, disc_nominal: 0, disc_max: 0 }, odd)).toBe(9_999);
  });

  it("is capped at disc_max", () => {
    expect(promoDiscount({ category: "PRODUCT", disc_percent: 20, disc_nominal: 0, disc_max: 25_000 }, amounts)).toBe(
      25_000,
    );
  });

  it("has no cap when disc_max is 0", () => {
    expect(promoDiscount({ category: "PRODUCT", disc_percent: 20, disc_nominal: 0, disc_max: 0 }, amounts)).toBe(
      100_000,
    );
  });

  it("never discounts more than its base", () => {
    expect(promoDiscount({ category: "SHIPPING", disc_percent: 0, disc_nominal: 50_000, disc_max: 0 }, amounts)).toBe(
      30_000,
    );
    expect(
      promoDiscount(
        { category: "SHIPPING", disc_percent: 100, disc_nominal: 0, disc_max: 0 },
        { itemsSubtotal: 1, shippingCost: 0 },
      ),
    ).toBe(0);
  });

  it("is never negative", () => {
    expect(promoDiscount({ category: "PRODUCT", disc_percent: 0, disc_nominal: -5_000, disc_max: 0 }, amounts)).toBe(0);
  });
});

describe("grand total", () => {
  it("is item subtotal minus promo discount plus shipping cost", () => {
    expect(
      grandTotal({
        itemsSubtotal: 500_000,
        promoDiscount: 50_000,
        shippingCost: 30_000,
        shippingType: "ONLINE_DELIVERY",
      }),
    ).toBe(480_000);
  });

  it("has no shipping cost for store pickup", () => {
    expect(
      grandTotal({ itemsSubtotal: 500_000, promoDiscount: 0, shippingCost: 30_000, shippingType: "PICKUP_ON_STORE" }),
    ).toBe(500_000);
  });

  it("never goes below zero", () => {
    expect(
      grandTotal({ itemsSubtotal: 10_000, promoDiscount: 20_000, shippingCost: 0, shippingType: "PICKUP_ON_STORE" }),
    ).toBe(0);
  });
});
