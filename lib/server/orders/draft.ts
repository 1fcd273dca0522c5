import "server-only";
import type { ConfirmedDestination } from "@/lib/server/courier/destinations";

/*
 * The order draft: what checkout hands place-order.ts. Its types live here, under orders, because orders sits below
 * checkout (docs/architecture.md): checkout builds a draft, orders places it.
 */

/** One cart line with what checkout needs to price, weigh and snapshot it. */
export interface CheckoutLine {
  id: number;
  productId: number;
  productName: string;
  productCode: string;
  sizeCode: string;
  sizeName: string;
  qty: number;
  retailPrice: number;
  netPrice: number;
  discPercent: number;
  discNominal: number;
  /** Price of one unit after the direct discount (spec section 9 order line price). */
  linePrice: number;
  weightGrams: number;
  groupId: number;
  subGroupId: number | null;
  imageUrl: string | null;
}

export interface DeliveryAddress {
  label: string | null;
  recipientName: string;
  recipientPhone: string;
  zip: string;
  street: string;
  subdistrictId: string;
  subdistrict: string;
  city: string;
  province: string;
  notes: string;
  /** The courier's destination id the shopper confirmed for this address (docs/providers.md). */
  destination: ConfirmedDestination;
}

export interface Quote {
  itemsSubtotal: number;
  bundleDiscount: number;
  /** Items after bundle promos: the base of a PRODUCT promo and of the minimum purchase. */
  totalPurchase: number;
  promoDiscount: number;
  shippingCost: number;
  grandTotal: number;
}
