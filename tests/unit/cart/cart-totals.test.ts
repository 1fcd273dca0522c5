import type { BundlePromo } from "@/lib/domain/bundles";
import {
  addLine,
  cartTotals,
  decrementLine,
  incrementLine,
  lineId,
  removeLine,
  withBundles,
  type CartLine,
} from "@/lib/domain/cart/rules";

interface LineSpec {
  product: number;
  size?: string;
  qty: number;
  price: number;
  group?: number;
  subGroup?: number | null;
}

const line = ({ product, size = "M", qty, price, group = 1, subGroup = null }: LineSpec): CartLine => ({
  id: lineId(product, size),
  product_detail_id: product,
  product_name: `Product ${product}`,
  image_url: null,
  retail_price: price,
  net_price: price,
  grandPrice: price,
  size,
  size_name: size,
  group_id: group,
  sub_group_id: subGroup,
  qty,
  sum: price * qty,
  bundledQty: 0,
});

// The demo shop's three running bundle promos (lib/db/seed/promo-data.ts).
const KIDS: BundlePromo = {
  id: 1,
  name: "Kids Mix & Match 3 Item",
  bundling_item_count: 3,
  disc_percent: 15,
  promo_bundling_products: [{ bundling_type: "GROUP", m_group_id: 3 }],
};
const ESSENTIALS: BundlePromo = {
  id: 2,
  name: "Essentials Beli 2 Hemat 10%",
  bundling_item_count: 2,
  disc_percent: 10,
  promo_bundling_products: [
    { bundling_type: "SUB_GROUP", m_sub_group_id: 1 },
    { bundling_type: "SUB_GROUP", m_sub_group_id: 4 },
  ],
};
const DENIM: BundlePromo = {
  id: 3,
  name: "Denim Duo",
  bundling_item_count: 2,
  disc_percent: 20,
  promo_bundling_products: [72, 87, 95].map((id) => ({ bundling_type: "PRODUCT" as const, product_detail_id: id })),
};
const PROMOS = [KIDS, ESSENTIALS, DENIM];

describe("cart totals with bundle promos", () => {
  it("a GROUP promo applies when the kids lines reach 3 items together, and each of them shows its bundled quantity", () => {
    const lines = withBundles(
      [
        line({ product: 30, qty: 2, price: 150_000, group: 3 }),
        line({ product: 31, qty: 1, price: 100_000, group: 3 }),
      ],
      PROMOS,
    );
    const totals = cartTotals(lines, PROMOS);
    expect(totals.bundles.map((b) => [b.name, b.bundledUnits])).toEqual([["Kids Mix & Match 3 Item", 3]]);
    // 15% of each bundled unit: 2 × 22,500 + 15,000.
    expect(totals.bundleDiscount).toBe(60_000);
    expect(totals.subtotal).toBe(400_000);
    expect(totals.total).toBe(340_000);
    expect(lines.map((l) => l.bundledQty)).toEqual([2, 1]);
  });

  it("a GROUP promo does not apply to two kids items", () => {
    const totals = cartTotals([line({ product: 30, qty: 2, price: 150_000, group: 3 })], PROMOS);
    expect(totals.bundles).toEqual([]);
    expect(totals.total).toBe(totals.subtotal);
  });

  it("a SUB_GROUP promo counts lines of any of its sub-groups together", () => {
    const totals = cartTotals(
      [
        line({ product: 50, qty: 1, price: 200_000, subGroup: 1 }),
        line({ product: 60, qty: 1, price: 100_000, group: 2, subGroup: 4 }),
      ],
      PROMOS,
    );
    expect(totals.bundles.map((b) => b.name)).toEqual(["Essentials Beli 2 Hemat 10%"]);
    expect(totals.bundleDiscount).toBe(30_000);
  });

  it("a SUB_GROUP promo ignores lines of other sub-groups", () => {
    const totals = cartTotals(
      [
        line({ product: 50, qty: 1, price: 200_000, subGroup: 1 }),
        line({ product: 70, qty: 3, price: 100_000, subGroup: 2 }),
      ],
      PROMOS,
    );
    expect(totals.bundles).toEqual([]);
  });

  it("a PRODUCT promo counts two sizes of one listed product as a bundle, and leaves the third unit out", () => {
    const totals = cartTotals(
      [
        line({ product: 72, size: "30", qty: 2, price: 400_000 }),
        line({ product: 72, size: "32", qty: 1, price: 400_000 }),
      ],
      PROMOS,
    );
    expect(totals.bundles).toEqual([{ promoId: 3, name: "Denim Duo", bundles: 1, bundledUnits: 2, discount: 160_000 }]);
    expect(totals.total).toBe(1_200_000 - 160_000);
  });

  it("several promos apply side by side", () => {
    const totals = cartTotals(
      [
        line({ product: 30, qty: 3, price: 100_000, group: 3 }),
        line({ product: 72, qty: 1, price: 400_000 }),
        line({ product: 87, qty: 1, price: 500_000 }),
      ],
      PROMOS,
    );
    expect(totals.bundles.map((b) => b.promoId)).toEqual([1, 3]);
    expect(totals.bundleDiscount).toBe(45_000 + 80_000 + 100_000);
  });

  it("bundles follow the cart as it changes: add, plus, minus and remove", () => {
    const kid = (product: number, qty: number) => line({ product, qty, price: 100_000, group: 3 });
    let lines = addLine([], kid(30, 2), PROMOS);
    expect(cartTotals(lines, PROMOS).bundles).toEqual([]);
    lines = incrementLine(lines, lineId(30, "M"), PROMOS);
    expect(lines[0].bundledQty).toBe(3);
    lines = decrementLine(lines, lineId(30, "M"), PROMOS);
    expect(lines[0].bundledQty).toBe(0);
    lines = addLine(lines, kid(31, 1), PROMOS);
    expect(cartTotals(lines, PROMOS).bundleDiscount).toBe(45_000);
    lines = removeLine(lines, lineId(31, "M"), PROMOS);
    expect(cartTotals(lines, PROMOS).bundleDiscount).toBe(0);
  });

  it("with no promos running, the total is the subtotal", () => {
    const totals = cartTotals([line({ product: 30, qty: 3, price: 100_000, group: 3 })], []);
    expect(totals).toEqual({ subtotal: 300_000, bundles: [], bundleDiscount: 0, total: 300_000 });
  });
});
