import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { messagingConsents, showrooms, type orders } from "@/lib/db/schema";
import { POLICY } from "@/lib/domain/content/policy";
import { orderNumber } from "@/lib/domain/display-text";
import { formatMoney } from "@/lib/domain/locale-money";
import type { ReturnStatus } from "@/lib/domain/order-status";
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

/** A return's steps the shopper is told of (the draft is the shopper's own). */
export type ReturnStep = Exclude<ReturnStatus, "DRAFT">;

/**
 * The events an order tells the shopper of by WhatsApp, one template each (lib/server/messaging/templates.ts,
 * docs/messaging.md): the order's own, and each step of a return request of it.
 */
export type OrderEvent =
  | { kind: "placed"; payUrl: string }
  | { kind: "paid" }
  | { kind: "shipped" }
  | { kind: "ready" }
  | { kind: "completed" }
  | { kind: "expired" }
  | { kind: "return"; step: ReturnStep; requestId: number; rejectReason: string | null; refundAmount: number | null };

const TEMPLATE_OF: Record<Exclude<OrderEvent["kind"], "return">, TemplateName> = {
  placed: "order_placed",
  paid: "order_paid",
  shipped: "order_shipped",
  ready: "order_ready_for_pickup",
  completed: "order_completed",
  expired: "order_payment_expired",
};

const RETURN_TEMPLATE_OF: Record<ReturnStep, TemplateName> = {
  REQUESTED: "return_requested",
  APPROVED: "return_approved",
  REJECTED: "return_rejected",
  RECEIVED: "return_received",
  REFUNDED: "return_refunded",
};

const templateOf = (event: OrderEvent): TemplateName =>
  event.kind === "return" ? RETURN_TEMPLATE_OF[event.step] : TEMPLATE_OF[event.kind];

/** A template parameter as the Cloud API takes it: one line, no tabs, no run of spaces, never empty. */
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim() || "-";

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
    case "return":
      if (event.step === "REJECTED") return [number, oneLine(event.rejectReason ?? "")];
      if (event.step === "REFUNDED") return [number, formatMoney(event.refundAmount ?? 0, order.lang)];
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
  const template = templateOf(event);
  const to = await orderRecipient(q, order);
  const subject = fmt(messagesFor(toLocale(order.lang)).messaging.fallbackSubject, {
    number: orderNumber(order.trxRef),
  });
  await queueMessage(q, {
    to: consent.phone,
    template,
    lang: order.lang,
    params: await paramsOf(q, order, event),
    dedupeKey: event.kind === "return" ? `return:${event.requestId}:${template}` : `order:${order.id}:${template}`,
    consentId: consent.id,
    orderId: order.id,
    fallback: to ? { to, subject } : null,
  });
}
