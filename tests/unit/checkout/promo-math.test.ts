import { grandTotal, promoDiscount } from "@/lib/domain/pricing";

// The seeded codes: ONGKIR50 (SHIPPING 50% cap 20000), GRATISONGKIR (SHIPPING 15000), HEMAT10 (PRODUCT 10% cap 50000).
const ONGKIR50 = { category: "SHIPPING" as const, disc_percent: 50, disc_nominal: 0, disc_max: 20000 };
const GRATISONGKIR = { category: "SHIPPING" as const, disc_percent: 0, disc_nominal: 15000, disc_max: 15000 };
const HEMAT10 = { category: "PRODUCT" as const, disc_percent: 10, disc_nominal: 0, disc_max: 50000 };

describe("promo code discount at checkout", () => {
  it("takes a SHIPPING percent of the shipping cost, capped at disc_max", () => {
    expect(promoDiscount(ONGKIR50, { itemsSubtotal: 500000, shippingCost: 18000 })).toBe(9000);
    expect(promoDiscount(ONGKIR50, { itemsSubtotal: 500000, shippingCost: 90000 })).toBe(20000);
  });

  it("never discounts more than the shipping cost, and nothing for store pickup", () => {
    expect(promoDiscount(GRATISONGKIR, { itemsSubtotal: 500000, shippingCost: 9000 })).toBe(9000);
    expect(promoDiscount(GRATISONGKIR, { itemsSubtotal: 500000, shippingCost: 0 })).toBe(0);
  });

  it("takes a PRODUCT percent of the item subtotal, capped at disc_max", () => {
    expect(promoDiscount(HEMAT10, { itemsSubtotal: 299000, shippingCost: 18000 })).toBe(29900);
    expect(promoDiscount(HEMAT10, { itemsSubtotal: 900000, shippingCost: 18000 })).toBe(50000);
  });

  it("grand total: items minus discount plus shipping; pickup pays no shipping", () => {
    expect(
      grandTotal({ itemsSubtotal: 299000, promoDiscount: 29900, shippingCost: 18000, shippingType: "ONLINE_DELIVERY" }),
    ).toBe(287100);
    expect(
      grandTotal({ itemsSubtotal: 299000, promoDiscount: 0, shippingCost: 18000, shippingType: "PICKUP_ON_STORE" }),
    ).toBe(299000);
  });
});
