import { bundleUnitDiscount, computeBundles, type BundleLine, type BundlePromo } from "@/lib/domain/bundles";

const line = (key: string, overrides: Partial<BundleLine> = {}): BundleLine => ({
  key,
  product_detail_id: 1,
  group_id: 1,
  sub_group_id: null,
  qty: 1,
  unitPrice: 100_000,
  ...overrides,
});

const promo = (overrides: Partial<BundlePromo>): BundlePromo => ({
  id: 1,
  name: "Buy 3 get 10% off",
  bundling_item_count: 3,
  disc_percent: 10,
  promo_bundling_products: [],
  ...overrides,
});

const kidsGroup = promo({ promo_bundling_products: [{ bundling_type: "GROUP", m_group_id: 3 }] });

describe("bundle promo qualification", () => {
  it("applies when the summed quantity of matching GROUP lines reaches bundling_item_count", () => {
    const result = computeBundles(
      [line("a", { group_id: 3, qty: 2 }), line("b", { group_id: 3, qty: 1, product_detail_id: 2 })],
      [kidsGroup],
    );
    expect(result.applied).toEqual([
      { promoId: 1, name: "Buy 3 get 10% off", bundles: 1, bundledUnits: 3, discount: 30_000 },
    ]);
    expect(result.bundledQty).toEqual({ a: 2, b: 1 });
    expect(result.totalDiscount).toBe(30_000);
  });

  it("does not apply below bundling_item_count", () => {
    const result = computeBundles([line("a", { group_id: 3, qty: 2 })], [kidsGroup]);
    expect(result.applied).toEqual([]);
    expect(result.bundledQty).toEqual({ a: 0 });
    expect(result.totalDiscount).toBe(0);
  });

  it("matches SUB_GROUP lines by sub_group_id", () => {
    const tees = promo({ promo_bundling_products: [{ bundling_type: "SUB_GROUP", m_sub_group_id: 7 }] });
    const result = computeBundles(
      [line("a", { sub_group_id: 7, qty: 3 }), line("b", { sub_group_id: 8, qty: 5 })],
      [tees],
    );
    expect(result.applied[0].bundledUnits).toBe(3);
    expect(result.bundledQty).toEqual({ a: 3, b: 0 });
  });

  it("never matches a SUB_GROUP promo to a line without a sub-group", () => {
    const broken = promo({ promo_bundling_products: [{ bundling_type: "SUB_GROUP", m_sub_group_id: null }] });
    expect(computeBundles([line("a", { qty: 9 })], [broken]).applied).toEqual([]);
  });

  it("matches PRODUCT lines by product_detail_id, across sizes", () => {
    const socks = promo({
      bundling_item_count: 2,
      promo_bundling_products: [{ bundling_type: "PRODUCT", product_detail_id: 42 }],
    });
    const result = computeBundles(
      [
        line("42-S", { product_detail_id: 42 }),
        line("42-M", { product_detail_id: 42 }),
        line("9-S", { product_detail_id: 9 }),
      ],
      [socks],
    );
    expect(result.bundledQty).toEqual({ "42-S": 1, "42-M": 1, "9-S": 0 });
  });

  it("counts only complete bundles and assigns bundled units to lines in the order given", () => {
    const result = computeBundles(
      [line("a", { group_id: 3, qty: 4 }), line("b", { group_id: 3, qty: 3 })],
      [kidsGroup],
    );
    // 7 matching units → 2 bundles of 3 → 6 units: all 4 of a, then 2 of b.
    expect(result.applied[0]).toMatchObject({ bundles: 2, bundledUnits: 6 });
    expect(result.bundledQty).toEqual({ a: 4, b: 2 });
  });

  it("discounts each bundled unit by its own rounded percent", () => {
    const result = computeBundles(
      [line("a", { group_id: 3, qty: 2, unitPrice: 99_995 }), line("b", { group_id: 3, qty: 1, unitPrice: 150_005 })],
      [kidsGroup],
    );
    expect(result.applied[0].discount).toBe(2 * Math.round(9_999.5) + Math.round(15_000.5));
    expect(result.applied[0].discount).toBe(2 * 10_000 + 15_001);
  });

  it("gives a line to the first promo in list order that matches it", () => {
    const bySubGroup = promo({
      id: 2,
      name: "Tees",
      promo_bundling_products: [{ bundling_type: "SUB_GROUP", m_sub_group_id: 7 }],
    });
    const result = computeBundles([line("a", { group_id: 3, sub_group_id: 7, qty: 3 })], [bySubGroup, kidsGroup]);
    expect(result.applied.map((applied) => applied.promoId)).toEqual([2]);
  });

  it("keeps a line with the first matching promo even when that promo does not apply", () => {
    const needsFive = promo({
      id: 2,
      bundling_item_count: 5,
      promo_bundling_products: [{ bundling_type: "GROUP", m_group_id: 3 }],
    });
    const result = computeBundles([line("a", { group_id: 3, qty: 3 })], [needsFive, kidsGroup]);
    expect(result.applied).toEqual([]);
  });

  it("applies several promos to their own lines", () => {
    const socks = promo({
      id: 2,
      name: "Socks",
      bundling_item_count: 2,
      disc_percent: 50,
      promo_bundling_products: [{ bundling_type: "PRODUCT", product_detail_id: 42 }],
    });
    const result = computeBundles(
      [line("kid", { group_id: 3, qty: 3 }), line("sock", { product_detail_id: 42, qty: 2, unitPrice: 20_000 })],
      [kidsGroup, socks],
    );
    expect(result.applied.map((applied) => [applied.promoId, applied.discount])).toEqual([
      [1, 30_000],
      [2, 20_000],
    ]);
    expect(result.totalDiscount).toBe(50_000);
  });

  it("ignores a promo with a bundling_item_count of zero", () => {
    expect(
      computeBundles([line("a", { group_id: 3, qty: 3 })], [{ ...kidsGroup, bundling_item_count: 0 }]).applied,
    ).toEqual([]);
  });

  it("keys bundled quantities by the line key as a string", () => {
    const result = computeBundles([line("x", { group_id: 3, qty: 3, key: 17 })], [kidsGroup]);
    expect(result.bundledQty[17]).toBe(3);
  });
});

describe("bundle unit discount", () => {
  it("is the unit price times the percent, rounded to whole rupiah", () => {
    expect(bundleUnitDiscount(149_999, 15)).toBe(22_500);
  });
});
