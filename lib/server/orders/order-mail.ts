import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { orderLines, showrooms, users, type orders } from "@/lib/db/schema";
import { formatIDR, orderNumber } from "@/lib/domain/format";
import { queueMail } from "@/lib/server/mail/outbox-delivery";
import { wibDateTime } from "@/lib/server/payment/wib";
import { log } from "@/lib/server/log";
import { guestMailAllowed } from "./guest-mail-limit";

type OrderRow = typeof orders.$inferSelect;

/** The guest's email, or the account's. */
export async function orderRecipient(db: Queryable, order: OrderRow): Promise<string | null> {
  if (order.guestEmail) return order.guestEmail;
  if (order.userId == null) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  return user?.email ?? null;
}

async function orderText(db: Queryable, order: OrderRow): Promise<string[]> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [store] = await db.select().from(showrooms).where(eq(showrooms.id, order.showroomId)).limit(1);
  const out = [`Order number: ${orderNumber(order.trxRef)}`, "", "Items:"];
  for (const l of lines) out.push(`- ${l.productName} (Size: ${l.sizeCode}) ${l.qty} x ${formatIDR(l.linePrice)} = ${formatIDR(l.subtotal)}`);
  out.push("", `Subtotal: ${formatIDR(order.itemsSubtotal)}`);
  if (order.bundleDiscount > 0) out.push(`Bundle discount: -${formatIDR(order.bundleDiscount)}`);
  if (order.promoDiscount > 0) out.push(`Promo ${order.promoCode ?? ""}: -${formatIDR(order.promoDiscount)}`);
  if (order.shippingType === "ONLINE_DELIVERY") {
    out.push(`Shipping (${order.shippingCourier ?? ""} ${order.shippingServiceName ?? ""}): ${formatIDR(order.shippingCost)}`);
    out.push(`Grand total: ${formatIDR(order.grandTotal)}`, "", "Delivery to:");
    out.push(`${order.addressRecipientName ?? ""} (${order.addressRecipientPhone ?? ""})`);
    out.push(`${order.addressStreet ?? ""}, ${order.addressSubdistrict ?? ""}, ${order.addressCity ?? ""}, ${order.addressProvince ?? ""} ${order.addressZip ?? ""}`.trim());
  } else {
    out.push(`Grand total: ${formatIDR(order.grandTotal)}`, "", `Self Pickup at ${store?.showroomName ?? "-"}`);
    if (store) out.push(`${store.address1}, ${store.address2}, ${store.address3}`);
  }
  return out;
}

/** Queues the mail in the event's own transaction (`q`): the order's change and its mail are written together. */
async function queue(q: Queryable, order: OrderRow, kind: string, subject: string, intro: string[], outro: string[]) {
  const to = await orderRecipient(q, order);
  if (!to) return;
  if (kind === "ORDER_CONFIRMATION" && order.userId == null && !(await guestMailAllowed(q, to))) {
    log.info({ job: "mail", kind }, "guest order mail over the hourly limit for its address: not sent");
    return;
  }
  const text = [...intro, "", ...(await orderText(q, order)), "", ...outro].join("\n");
  await queueMail(q, { to, subject, text, kind });
}

/**
 * Queued with the order (after its lines): order number, items, totals, shipping or pickup details, payment due.
 * A guest's confirmations to one address are limited per hour (GUEST_ORDER_MAILS_PER_HOUR): anyone can type any
 * address, so past the limit the order still succeeds and only its mail is left out. Mails are plain text only: what
 * a guest typed (name, street) is never HTML, and it never reaches a header (the subject holds the order number).
 */
export function queueOrderConfirmation(q: Queryable, order: OrderRow) {
  return queue(q, order, "ORDER_CONFIRMATION", `Order #${orderNumber(order.trxRef)} received`, ["Thank you for your order."], [
    `Please complete the payment before ${wibDateTime(order.expiresAt)} WIB; unpaid orders are cancelled after 24 hours.`,
  ]);
}

export function queuePaymentReceived(q: Queryable, order: OrderRow) {
  return queue(q, order, "PAYMENT_RECEIVED", `Payment received for order #${orderNumber(order.trxRef)}`, ["We have received your payment."], [
    order.shippingType === "PICKUP_ON_STORE" ? "Your order will be ready for pickup at least 1 hour after payment." : "Your package will be processed within 24 hours.",
  ]);
}

/** Queued when the staff record the waybill (npm run ops -- ship). */
export function queueOrderShipped(q: Queryable, order: OrderRow) {
  return queue(q, order, "ORDER_SHIPPED", `Order #${orderNumber(order.trxRef)} has been shipped`, [
    `Your order has been shipped with ${order.shippingCourier ?? "the courier"} ${order.shippingServiceName ?? ""}.`.replace(" .", "."),
    `No. Resi (waybill): ${order.noResi ?? "-"}`,
    "You can follow the package under My Orders, Order Tracking.",
  ], ["Please report any damage in transit within 48 hours of receipt."]);
}

/** Queued when a pickup order is ready (npm run ops -- ready). */
export function queueReadyForPickup(q: Queryable, order: OrderRow) {
  return queue(q, order, "ORDER_READY_FOR_PICKUP", `Order #${orderNumber(order.trxRef)} is ready for pickup`, [
    "Your order is ready for pickup.",
    `Pick Up Code: ${order.pickupCode ?? "-"}`,
    "Show this code at the store (open 10:00-20:00 WIB).",
  ], []);
}
