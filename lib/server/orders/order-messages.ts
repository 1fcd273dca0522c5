import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { messagingConsents, showrooms, type orders } from "@/lib/db/schema";
import { POLICY } from "@/lib/domain/content/policy";
import { orderNumber } from "@/lib/domain/display-text";
import { formatMoney } from "@/lib/domain/locale-money";
import { wibMoment } from "@/lib/domain/wib";
import { fmt } from "@/lib/i18n/format";
import { messagesFor } from "@/lib/i18n/catalogues";
import { toLocale } from "@/lib/i18n/config";
import { messagingEnabled } from "@/lib/server/messaging";
import { queueMessage } from "@/lib/server/messaging/outbox";
import type { TemplateName } from "@/lib/server/messaging/templates";
import { orderRecipient } from "./order-mail";
import { orderViewToken, payLinkUrl } from "./pay-link";

type OrderRow = typeof orders.$inferSelect;

/**
 * The events an order tells the shopper of by WhatsApp. Returns will add their steps here (one template each, listed
 * in lib/server/messaging/templates.ts and docs/messaging.md).
 */
export type OrderEvent =
  | { kind: "placed"; payUrl: string }
  | { kind: "paid" }
  | { kind: "shipped" }
  | { kind: "ready" }
  | { kind: "completed" }
  | { kind: "expired" };

const TEMPLATE_OF: Record<OrderEvent["kind"], TemplateName> = {
  placed: "order_placed",
  paid: "order_paid",
  shipped: "order_shipped",
  ready: "order_ready_for_pickup",
  completed: "order_completed",
  expired: "order_payment_expired",
};

async function showroomLine(q: Queryable, showroomId: number): Promise<string> {
  const [s] = await q.select().from(showrooms).where(eq(showrooms.id, showroomId)).limit(1);
  if (!s) return "-";
  return [s.showroomName, s.address1, s.address2, s.address3].filter(Boolean).join(", ");
}

/** The order's page (the view token's link, in the order's language): where the parcel can be followed. */
function trackingLink(order: OrderRow): string {
  const token = orderViewToken(order);
  return token ? payLinkUrl(order, token) : "-";
}

async function paramsOf(q: Queryable, order: OrderRow, event: OrderEvent): Promise<string[]> {
  const number = orderNumber(order.trxRef);
  switch (event.kind) {
    case "placed":
      return [number, formatMoney(order.grandTotal, order.lang), wibMoment(order.expiresAt, order.lang), event.payUrl];
    case "paid":
      return [number, formatMoney(order.grandTotal, order.lang)];
    case "shipped":
      return [
        number,
        [order.shippingCourier?.toUpperCase(), order.shippingServiceName].filter(Boolean).join(" ") || "-",
        order.noResi ?? "-",
        trackingLink(order),
      ];
    case "ready":
      return [number, order.pickupCode ?? "-", await showroomLine(q, order.showroomId), POLICY.storeHours];
    case "completed":
    case "expired":
      return [number];
  }
}

/**
 * Queues the event's WhatsApp message in the event's own transaction (`q`), when the shopper opted in with this order
 * and has not withdrawn since, and the channel is on. One message per order and event: its key makes a second write
 * (a replayed payment notification) add nothing. The order's mail address is the fallback when the number cannot
 * receive it.
 */
export async function queueOrderMessage(q: Queryable, order: OrderRow, event: OrderEvent): Promise<void> {
  if (order.messagingConsentId == null || !messagingEnabled()) return;
  const [consent] = await q
    .select()
    .from(messagingConsents)
    .where(eq(messagingConsents.id, order.messagingConsentId))
    .limit(1);
  if (!consent || consent.withdrawnAt) return;
  const template = TEMPLATE_OF[event.kind];
  const to = await orderRecipient(q, order);
  const subject = fmt(messagesFor(toLocale(order.lang)).messaging.fallbackSubject, {
    number: orderNumber(order.trxRef),
  });
  await queueMessage(q, {
    to: consent.phone,
    template,
    lang: order.lang,
    params: await paramsOf(q, order, event),
    dedupeKey: `order:${order.id}:${template}`,
    consentId: consent.id,
    orderId: order.id,
    fallback: to ? { to, subject } : null,
  });
}
