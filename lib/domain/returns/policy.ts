/**
 * The shop's return policy (spec section 5, docs/returns.md) as pure rules the server and the pages share.
 *
 * How the window is counted, in WIB (UTC+7): a wrong or defective item may be returned until the end of the third
 * calendar day after the day it was received (received 1 March 15:00 WIB: until 4 March 23:59 WIB, the last
 * minute included); damage in transit must be reported within 48 hours of receipt, to the minute.
 */
export const RETURN_REASONS = ["wrong_item", "defective", "damaged_in_transit"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_METHODS = ["drop_off", "parcel"] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];

export const RETURN_POLICY = {
  /** Calendar days after the day of receipt, in WIB, for a wrong or defective item. */
  days: 3,
  /** Hours after receipt for damage in transit. */
  damageHours: 48,
  /** Hours an unsent draft (and its files) is kept; the jobs delete it then. */
  draftHours: 24,
  photosMin: 1,
  photosMax: 5,
  videos: 1,
  /** Defaults of the size settings (RETURN_PHOTO_MAX_BYTES, RETURN_VIDEO_MAX_BYTES) and the shipping refund bound. */
  photoMaxBytes: 10_000_000,
  videoMaxBytes: 100_000_000,
  shippingRefundMax: 20_000,
  descriptionMax: 1000,
} as const;

const WIB_MS = 7 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The last moment a request for this reason may be made (inclusive: a request at that millisecond is in time). */
export function returnDeadline(receivedAt: Date, reason: ReturnReason): Date {
  if (reason === "damaged_in_transit") return new Date(receivedAt.getTime() + RETURN_POLICY.damageHours * 3600_000);
  const wibDayStart = Math.floor((receivedAt.getTime() + WIB_MS) / DAY_MS) * DAY_MS - WIB_MS;
  return new Date(wibDayStart + (RETURN_POLICY.days + 1) * DAY_MS - 1);
}

/** Whether a request for this reason is in time. */
export function withinWindow(receivedAt: Date, reason: ReturnReason, now: Date): boolean {
  return now.getTime() <= returnDeadline(receivedAt, reason).getTime();
}

/** The latest deadline of any reason: until then the order offers a return. */
export function latestDeadline(receivedAt: Date): Date {
  const a = returnDeadline(receivedAt, "wrong_item");
  const b = returnDeadline(receivedAt, "damaged_in_transit");
  return a.getTime() > b.getTime() ? a : b;
}

/**
 * The most a refund may be: each returned line's paid price (its subtotal for the returned units, less its share of
 * the order's bundle and promo discounts, in proportion to its subtotal) plus return shipping up to the bound.
 */
export function refundBound(input: {
  lines: { subtotal: number; qty: number; returnQty: number }[];
  itemsSubtotal: number;
  orderDiscount: number;
  shippingCost: number | null;
  shippingRefundMax: number;
}): number {
  let items = 0;
  for (const l of input.lines) {
    const gross = Math.floor((l.subtotal * l.returnQty) / l.qty);
    const share = input.itemsSubtotal > 0 ? Math.floor((input.orderDiscount * gross) / input.itemsSubtotal) : 0;
    items += gross - share;
  }
  return items + Math.min(Math.max(input.shippingCost ?? 0, 0), input.shippingRefundMax);
}

/** The lines a new request may take: none held by an open request, and some units left to return. */
export function freeLines<L extends { open_request: boolean; returnable_qty: number }>(lines: readonly L[]): L[] {
  return lines.filter((l) => !l.open_request && l.returnable_qty > 0);
}
