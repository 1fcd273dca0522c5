/** What the order card and modals show, computed from an order of GET user/orders (pure; unit-tested). */
import { dashIfEmpty, orderNumber } from "@/lib/domain/display-text";
import { formatApiDate } from "@/lib/domain/locale-format";
import type { Order, OrderLine, TrackingEntry } from "@/lib/domain/orders/contract";
import { orderLinePrice } from "@/lib/domain/pricing";
import type { Locale } from "@/lib/i18n/config";
import { fmt } from "@/lib/i18n/format";
import type { Catalogue } from "@/lib/i18n/types";

/** The orders namespace of the shopper's language (the functions below fill its templates). */
export type OrdersText = Catalogue["orders"];

export const isPickup = (order: Pick<Order, "shipping_type">) => order.shipping_type === "PICKUP_ON_STORE";

/** Spec: tracking is offered only for ONLINE_DELIVERY orders with a no_resi. */
export function canTrack(order: Pick<Order, "shipping_type" | "no_resi">): boolean {
  return order.shipping_type === "ONLINE_DELIVERY" && Boolean(order.no_resi?.trim());
}

/** 'Pay Now' is offered on a PENDING order before its due date ('YYYY-MM-DD HH:mm:ss' in WIB, UTC+7); the server checks again. */
export function canPayNow(order: Pick<Order, "trx_status" | "payment_duedate">, now: number): boolean {
  if (now <= 0 || order.trx_status !== "PENDING" || !order.payment_duedate) return false;
  const due = Date.parse(`${order.payment_duedate.replace(" ", "T")}+07:00`);
  return Number.isFinite(due) && due > now;
}

export const orderTitle = (order: Pick<Order, "trx_ref">, t: OrdersText) =>
  fmt(t.orderTitle, { number: orderNumber(order.trx_ref) });
export const trackingTitle = (order: Pick<Order, "trx_ref">, t: OrdersText) =>
  fmt(t.trackingTitle, { title: orderTitle(order, t) });

/** 'Kepada Yth: Bapak/Ibu {name}', or 'GUEST' for an order without a user. */
export function addressee(order: Pick<Order, "user">, t: OrdersText): string {
  const name = order.user?.name?.trim();
  return name ? fmt(t.detail.addressee, { name }) : t.detail.addresseeGuest;
}

function labelOf(labels: Readonly<Record<string, string>>, code: string): string {
  return Object.prototype.hasOwnProperty.call(labels, code) ? labels[code] : code;
}

/** The order's state in the shopper's language (English shows the spec's codes); an unknown code as it came. */
export function statusLabel(status: string, t: OrdersText): string {
  return labelOf(t.statuses, status);
}

/** A courier's status word ("ON PROCESS") in the shopper's language; one the shop does not know, as it came. */
export function courierWordLabel(
  status: string | null | undefined,
  words: Catalogue["checkout"]["courierWords"],
): string | null | undefined {
  const key = status?.trim().toUpperCase() ?? "";
  return Object.prototype.hasOwnProperty.call(words, key) ? words[key as keyof typeof words] : status;
}

/** The payment's provider-neutral state in the shopper's language. */
export function paymentStateLabel(state: string, t: OrdersText): string {
  return labelOf(t.paymentStates, state);
}

/** The shipping type in the shopper's language (English shows the spec's codes). */
export function shippingTypeLabel(type: string, t: OrdersText): string {
  return labelOf(t.shippingTypes, type);
}

export const storeName = (order: Pick<Order, "showroom">) => dashIfEmpty(order.showroom?.showroom_name);

/** The label of the shipping-cost footer row: courier and service, or 'Self Pickup at {store}'. */
export function shippingRowLabel(
  order: Pick<Order, "shipping_type" | "shipping_courier" | "shipping_service_name" | "showroom">,
  t: OrdersText,
): string {
  if (isPickup(order)) return fmt(t.detail.selfPickup, { store: storeName(order) });
  return courierAndService(order);
}

export function courierAndService(order: Pick<Order, "shipping_courier" | "shipping_service_name">): string {
  const parts = [order.shipping_courier, order.shipping_service_name].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(" ") : "-";
}

/** Street, subdistrict, city, province; '-' when none is known. */
export function fullAddress(
  order: Pick<Order, "address_street" | "address_subdistrict" | "address_city" | "address_province">,
): string {
  const parts = [order.address_street, order.address_subdistrict, order.address_city, order.address_province]
    .map((p) => p?.trim())
    .filter(Boolean);
  return parts.length ? parts.join(", ") : "-";
}

/** The line's price (spec section 9) and the retail price to strike through when it differs. */
export function linePrice(line: OrderLine): { price: number; struck: number | null } {
  const price = orderLinePrice(line.net_price, line.disc_percent, line.disc_nominal);
  return { price, struck: line.retail_price !== price ? line.retail_price : null };
}

export const firstImage = (line: OrderLine): string | null =>
  line.product_detail?.product_images?.[0]?.image_url ?? null;

/** 'D MMM YYYY HH:mm' in the shopper's language ('17 Aug 2026 09:05', '17 Agu 2026 09:05', '17 août 2026 09:05') or '-'. */
export const dateTimeOrDash = (value: string | null | undefined, lang: Locale) =>
  formatApiDate(value, lang, "dateTime");

/** Tracking history newest first, whatever order the courier sent (equal times keep the courier's order). */
export function newestFirst(entries: readonly TrackingEntry[]): TrackingEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.date_time === b.entry.date_time ? a.index - b.index : a.entry.date_time < b.entry.date_time ? 1 : -1,
    )
    .map((x) => x.entry);
}
