/**
 * Bundle promos (spec sections 3 and 4).
 * Rule: each line joins the first promo in list order that matches it; a promo applies when its lines' summed
 * qty reaches bundling_item_count, and floor(qty / count) × count units, taken from its lines in order, get
 * round(unitPrice × disc_percent / 100) off each.
 */
import type { BundlingType } from "./constants";

export interface BundlePromoProduct {
  bundling_type: BundlingType;
  m_group_id?: number | null;
  m_sub_group_id?: number | null;
  product_detail_id?: number | null;
}

export interface BundlePromo {
  id: number;
  name: string;
  bundling_item_count: number;
  disc_percent: number;
  promo_bundling_products: BundlePromoProduct[];
}

export interface BundleLine {
  key: string | number;
  product_detail_id: number;
  group_id: number;
  sub_group_id: number | null;
  qty: number;
  unitPrice: number;
}

export interface AppliedBundle {
  promoId: number;
  name: string;
  /** Complete bundles formed. */
  bundles: number;
  bundledUnits: number;
  discount: number;
}

export interface BundleResult {
  applied: AppliedBundle[];
  /** Units of each line (by String(key)) counted inside complete bundles; 0 for lines outside any. */
  bundledQty: Record<string, number>;
  totalDiscount: number;
}

function targetMatches(target: BundlePromoProduct, line: BundleLine): boolean {
  switch (target.bundling_type) {
    case "GROUP":
      return target.m_group_id != null && target.m_group_id === line.group_id;
    case "SUB_GROUP":
      return target.m_sub_group_id != null && target.m_sub_group_id === line.sub_group_id;
    case "PRODUCT":
      return target.product_detail_id != null && target.product_detail_id === line.product_detail_id;
    default:
      return false;
  }
}

export function promoMatchesLine(promo: BundlePromo, line: BundleLine): boolean {
  return promo.promo_bundling_products.some((target) => targetMatches(target, line));
}

/** Percent off one unit, rounded to whole rupiah. */
export function bundleUnitDiscount(unitPrice: number, discPercent: number): number {
  return Math.round((unitPrice * discPercent) / 100);
}

export function computeBundles(lines: readonly BundleLine[], promos: readonly BundlePromo[]): BundleResult {
  const bundledQty: Record<string, number> = {};
  const linesByPromo = new Map<number, BundleLine[]>();
  for (const line of lines) {
    bundledQty[String(line.key)] = 0;
    const owner = promos.findIndex((promo) => promoMatchesLine(promo, line));
    if (owner === -1) continue;
    const owned = linesByPromo.get(owner) ?? [];
    owned.push(line);
    linesByPromo.set(owner, owned);
  }

  const applied: AppliedBundle[] = [];
  promos.forEach((promo, index) => {
    const owned = linesByPromo.get(index);
    const count = promo.bundling_item_count;
    if (!owned || !(count > 0)) return;
    const matchingQty = owned.reduce((sum, line) => sum + Math.max(0, line.qty), 0);
    const bundles = Math.floor(matchingQty / count);
    if (bundles === 0) return;

    const bundledUnits = bundles * count;
    let remaining = bundledUnits;
    let discount = 0;
    for (const line of owned) {
      const units = Math.min(Math.max(0, line.qty), remaining);
      if (units === 0) continue;
      bundledQty[String(line.key)] = units;
      discount += units * bundleUnitDiscount(line.unitPrice, promo.disc_percent);
      remaining -= units;
    }
    applied.push({ promoId: promo.id, name: promo.name, bundles, bundledUnits, discount });
  });

  return { applied, bundledQty, totalDiscount: applied.reduce((sum, bundle) => sum + bundle.discount, 0) };
}
