import "server-only";
import type { PaymentOrder } from "../types";

/**
 * The Snap create-transaction body (docs.midtrans.com "Request Body (JSON Parameter)", "JSON Objects"). Amounts are
 * whole rupiah (Midtrans: "Do not add decimal"), gross_amount is the order's grand total from the database, and the
 * item_details add up to it exactly, as Snap demands: the products, the shipping as an item, and the order's
 * discounts (bundle and promo) as one item with a negative price.
 */
export interface SnapItem {
  id: string;
  price: number;
  quantity: number;
  name: string;
}

export interface SnapAddress {
  first_name: string;
  phone?: string;
  address: string;
  city: string;
  postal_code: string;
  country_code: "IDN";
}

export interface SnapRequestBody {
  transaction_details: { order_id: string; gross_amount: number };
  item_details: SnapItem[];
  customer_details: { first_name: string; email: string; phone?: string; shipping_address?: SnapAddress };
  expiry: { start_time: string; unit: "minute"; duration: number };
  callbacks: { finish: string };
}

/** Snap's text fields hold 50 characters (item name and id); longer names are cut, never refused. */
const cut = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const pad = (n: number) => String(n).padStart(2, "0");

/** "yyyy-MM-dd HH:mm:ss +0700": Snap's expiry.start_time, in Western Indonesia Time. */
export function snapTime(date: Date): string {
  const d = new Date(date.getTime() + 7 * 3600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0700`;
}

export function snapItems(order: Pick<PaymentOrder, "grandTotal" | "shippingCost" | "lines">): SnapItem[] {
  const items: SnapItem[] = order.lines.map((line, i) => ({
    id: `item-${i + 1}`,
    price: line.price,
    quantity: line.qty,
    name: cut(line.name),
  }));
  if (order.shippingCost > 0) items.push({ id: "shipping", price: order.shippingCost, quantity: 1, name: "Shipping" });
  const listed = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const rest = order.grandTotal - listed;
  if (rest < 0) items.push({ id: "discount", price: rest, quantity: 1, name: "Discount" });
  else if (rest > 0) items.push({ id: "adjustment", price: rest, quantity: 1, name: "Adjustment" });
  return items;
}

/**
 * The order's body, billed under `orderId` (the attempt's: ./attempts.ts). The Snap page and the payment expire when
 * the order does: expiry starts now (the moment the transaction is created, also for 'Pay Now') and lasts the whole
 * minutes left until the order's due time, never beyond it. `finishUrl` is the shop's /payment/response in the
 * shopper's language.
 */
export function snapRequestBody(
  order: PaymentOrder,
  orderId: string,
  finishUrl: string,
  now = new Date(),
): SnapRequestBody {
  const minutesLeft = Math.max(1, Math.floor((order.expiresAt.getTime() - now.getTime()) / 60_000));
  const phone = order.customer.phone || undefined;
  return {
    transaction_details: { order_id: orderId, gross_amount: order.grandTotal },
    item_details: snapItems(order),
    customer_details: {
      first_name: cut(order.customer.name, 255),
      email: order.customer.email,
      ...(phone ? { phone } : {}),
      ...(order.address
        ? {
            shipping_address: {
              first_name: cut(order.customer.name, 255),
              ...(phone ? { phone } : {}),
              address: cut(order.address.street, 200),
              city: cut(order.address.city, 100),
              postal_code: order.address.zip,
              country_code: "IDN" as const,
            },
          }
        : {}),
    },
    expiry: { start_time: snapTime(now), unit: "minute", duration: minutesLeft },
    callbacks: { finish: finishUrl },
  };
}
