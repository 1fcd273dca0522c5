import type { BundlePromoDef, ProductDef, PromoDef } from "./types";

const FROM = new Date("2025-01-01T00:00:00Z");
const UNTIL = new Date("2030-12-31T16:59:59Z");

type Defaulted = "startsAt" | "endsAt" | "isActive" | "maxUses" | "maxUsesPerShopper" | "firstPurchaseOnly";
type PromoRow = Omit<PromoDef, Defaulted> & Partial<Pick<PromoDef, Defaulted>>;

const PROMO_ROWS: PromoRow[] = [
  {
    id: 1,
    code: "ONGKIR50",
    category: "SHIPPING",
    description: "Diskon ongkir 50% hingga Rp 20.000.",
    discPercent: 50,
    discNominal: 0,
    discMax: 20000,
    minPurchase: 0,
    maxUsesPerShopper: 1,
  },
  {
    id: 2,
    code: "GRATISONGKIR",
    category: "SHIPPING",
    description: "Potongan ongkir Rp 15.000.",
    discPercent: 0,
    discNominal: 15000,
    discMax: 15000,
    minPurchase: 0,
    firstPurchaseOnly: true,
  },
  {
    id: 3,
    code: "HEMAT10",
    category: "PRODUCT",
    description: "Diskon 10% hingga Rp 50.000.",
    discPercent: 10,
    discNominal: 0,
    discMax: 50000,
    minPurchase: 0,
  },
  {
    id: 4,
    code: "DISKON25K",
    category: "PRODUCT",
    description: "Potongan Rp 25.000 untuk belanja minimal Rp 200.000.",
    discPercent: 0,
    discNominal: 25000,
    discMax: 25000,
    minPurchase: 200000,
  },
  {
    id: 5,
    code: "GAJIAN15",
    category: "PRODUCT",
    description: "Diskon 15% hingga Rp 75.000 untuk belanja minimal Rp 300.000.",
    discPercent: 15,
    discNominal: 0,
    discMax: 75000,
    minPurchase: 300000,
    maxUses: 20,
  },
  {
    id: 6,
    code: "LEBARAN2025",
    category: "PRODUCT",
    description: "Promo Lebaran 2025 (sudah berakhir).",
    discPercent: 20,
    discNominal: 0,
    discMax: 100000,
    minPurchase: 0,
    startsAt: new Date("2025-03-01T00:00:00Z"),
    endsAt: new Date("2025-04-30T16:59:59Z"),
  },
  {
    id: 7,
    code: "FLASHSALE",
    category: "PRODUCT",
    description: "Flash sale (dinonaktifkan).",
    discPercent: 30,
    discNominal: 0,
    discMax: 100000,
    minPurchase: 0,
    isActive: false,
  },
];

/**
 * Checkout promo codes: shipping and product codes, one expired (LEBARAN2025) and one inactive (FLASHSALE). Usage
 * limits: ONGKIR50 once per shopper, GRATISONGKIR on a first purchase only, GAJIAN15 20 uses in all.
 */
export function buildPromos(): PromoDef[] {
  return PROMO_ROWS.map((row) => ({
    startsAt: FROM,
    endsAt: UNTIL,
    isActive: true,
    maxUses: null,
    maxUsesPerShopper: null,
    firstPurchaseOnly: false,
    ...row,
  }));
}

/** One bundle of each targeting type; the PRODUCT bundle lists the first eight men's jeans. */
export function buildBundlePromos(products: ProductDef[]): BundlePromoDef[] {
  const denimDuo = products
    .filter((p) => p.categorySubId === 1101 && p.groupId === 1)
    .slice(0, 8)
    .map((p) => ({ bundlingType: "PRODUCT" as const, groupId: null, subGroupId: null, productId: p.id }));
  return [
    {
      id: 1,
      name: "Kids Mix & Match 3 Item",
      description: "Beli 3 produk anak apa saja, hemat 15%.",
      bundlingItemCount: 3,
      discPercent: 15,
      startsAt: FROM,
      endsAt: UNTIL,
      isActive: true,
      items: [{ bundlingType: "GROUP", groupId: 3, subGroupId: null, productId: null }],
    },
    {
      id: 2,
      name: "Essentials Beli 2 Hemat 10%",
      description: "Beli 2 produk Men Essentials atau Women Essentials, hemat 10%.",
      bundlingItemCount: 2,
      discPercent: 10,
      startsAt: FROM,
      endsAt: UNTIL,
      isActive: true,
      items: [
        { bundlingType: "SUB_GROUP", groupId: null, subGroupId: 1, productId: null },
        { bundlingType: "SUB_GROUP", groupId: null, subGroupId: 4, productId: null },
      ],
    },
    {
      id: 3,
      name: "Denim Duo",
      description: "Beli 2 jeans pilihan, hemat 20%.",
      bundlingItemCount: 2,
      discPercent: 20,
      startsAt: FROM,
      endsAt: UNTIL,
      isActive: true,
      items: denimDuo,
    },
  ];
}
