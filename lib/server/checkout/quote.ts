import "server-only";
import { computeBundles, type BundlePromo } from "@/lib/domain/bundles";
import type { ShippingType } from "@/lib/domain/constants";
import { grandTotal, promoDiscount, type PromoTerms } from "@/lib/domain/pricing";
import type { CheckoutLine, Quote } from "@/lib/server/orders/draft";

export function bundleDiscountOf(lines: CheckoutLine[], bundlePromos: BundlePromo[]): number {
  const bundleLines = lines.map((l) => ({
    key: l.id,
    product_detail_id: l.productId,
    group_id: l.groupId,
    sub_group_id: l.subGroupId,
    qty: l.qty,
    unitPrice: l.linePrice,
  }));
  return computeBundles(bundleLines, bundlePromos).totalDiscount;
}

export function totalPurchaseOf(lines: CheckoutLine[], bundlePromos: BundlePromo[]) {
  const itemsSubtotal = lines.reduce((sum, l) => sum + l.linePrice * l.qty, 0);
  const bundleDiscount = bundleDiscountOf(lines, bundlePromos);
  return { itemsSubtotal, bundleDiscount, totalPurchase: Math.max(0, itemsSubtotal - bundleDiscount) };
}

/** Every amount of an order, from database prices only (spec section 9 formulas in lib/domain). */
export function quoteOrder(input: {
  lines: CheckoutLine[];
  bundlePromos: BundlePromo[];
  promo: PromoTerms | null;
  shippingCost: number;
  shippingType: ShippingType;
}): Quote {
  const { itemsSubtotal, bundleDiscount, totalPurchase } = totalPurchaseOf(input.lines, input.bundlePromos);
  const shippingCost = input.shippingType === "PICKUP_ON_STORE" ? 0 : input.shippingCost;
  const discount = input.promo ? promoDiscount(input.promo, { itemsSubtotal: totalPurchase, shippingCost }) : 0;
  return {
    itemsSubtotal,
    bundleDiscount,
    totalPurchase,
    promoDiscount: discount,
    shippingCost,
    grandTotal: grandTotal({
      itemsSubtotal: totalPurchase,
      promoDiscount: discount,
      shippingCost,
      shippingType: input.shippingType,
    }),
  };
}
