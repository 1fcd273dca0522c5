import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { users, type orders } from "@/lib/db/schema";
import { orderNumber } from "@/lib/domain/display-text";
import { escapeHtml, htmlDocument, htmlLines } from "@/lib/server/mail/html";
import { queueMail } from "@/lib/server/mail/outbox-delivery";
import { mailTexts, type MailTexts } from "@/lib/server/mail/texts";
import { wibMoment } from "@/lib/domain/wib";
import { log } from "@/lib/server/log";
import { guestMailAllowed } from "./guest-mail-limit";
import { orderDetails } from "./order-mail-body";
import { orderViewToken, payLinkUrl } from "./pay-link";

type OrderRow = typeof orders.$inferSelect;

/** The guest's email, or the account's. */
export async function orderRecipient(db: Queryable, order: OrderRow): Promise<string | null> {
  if (order.guestEmail) return order.guestEmail;
  if (order.userId == null) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  return user?.email ?? null;
}

interface MailParts {
  subject: string;
  intro: string[];
  outro: string[];
  /** A button (and the address written out, for plain text) after the outro. */
  link?: { intro: string; label: string; url: string };
}

function linkParts(link: MailParts["link"]) {
  if (!link) return { text: [], html: "" };
  const html = `${htmlLines([link.intro])}<p style="margin:0 0 12px"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;background:#222;color:#fff;text-decoration:none">${escapeHtml(link.label)}</a><br><span style="font-size:12px;word-break:break-all">${escapeHtml(link.url)}</span></p>`;
  return { text: ["", link.intro, link.url], html };
}

/** Queues the mail in the event's own transaction (`q`): the order's change and its mail are written together. */
async function queue(q: Queryable, order: OrderRow, kind: string, parts: (t: MailTexts, number: string) => MailParts) {
  const to = await orderRecipient(q, order);
  if (!to) return;
  if (kind === "ORDER_CONFIRMATION" && order.userId == null && !(await guestMailAllowed(q, to))) {
    log.info({ job: "mail", kind }, "guest order mail over the hourly limit for its address: not sent");
    return;
  }
  const lang = order.lang;
  const t = mailTexts(lang);
  const number = orderNumber(order.trxRef);
  const { subject, intro, outro, link } = parts(t, number);
  const details = await orderDetails(q, order, number, t.order, lang);
  const extra = linkParts(link);
  const text = [...intro, "", ...details.text, "", ...outro, ...extra.text].join("\n");
  const html = htmlDocument(lang, subject, [htmlLines(intro), details.html, htmlLines(outro), extra.html].join("\n"));
  await queueMail(q, { to, subject, text, html, kind });
}

/**
 * Queued with the order (after its lines): order number, items, totals, shipping or pickup details, payment due in
 * WIB. Every order mail is written in the order's language (kept at checkout, guests' too), as plain text and as
 * HTML in which everything a shopper typed (name, street) is escaped; nothing typed reaches a header (the subject
 * holds the order number). A guest's confirmations to one address are limited per hour (GUEST_ORDER_MAILS_PER_HOUR):
 * anyone can type any address, so past the limit the order still succeeds and only its mail is left out.
 * `payUrl`: the order's pay link (lib/server/orders/pay-link.ts), so a guest can pay it from any device.
 */
export function queueOrderConfirmation(q: Queryable, order: OrderRow, payUrl?: string) {
  return queue(q, order, "ORDER_CONFIRMATION", (t, n) => ({
    subject: t.confirmation.subject(n),
    intro: [t.confirmation.intro],
    outro: [t.confirmation.due(wibMoment(order.expiresAt, order.lang))],
    link: payUrl ? { intro: t.confirmation.payLink, label: t.confirmation.payButton, url: payUrl } : undefined,
  }));
}

export function queuePaymentReceived(q: Queryable, order: OrderRow) {
  return queue(q, order, "PAYMENT_RECEIVED", (t, n) => ({
    subject: t.paymentReceived.subject(n),
    intro: [t.paymentReceived.intro],
    outro: [order.shippingType === "PICKUP_ON_STORE" ? t.paymentReceived.pickup : t.paymentReceived.delivery],
  }));
}

/**
 * Queued when the staff record the waybill (npm run ops -- ship). A signed-in buyer follows the parcel under My
 * Orders; a guest, who has none, gets the order's page in the order's language (its view token: pay-link.ts).
 */
export function queueOrderShipped(q: Queryable, order: OrderRow) {
  const viewToken = order.userId == null ? orderViewToken(order) : null;
  return queue(q, order, "ORDER_SHIPPED", (t, n) => ({
    subject: t.shipped.subject(n),
    intro: [
      t.shipped.via(order.shippingCourier, order.shippingServiceName ?? ""),
      t.shipped.waybill(order.noResi ?? "-"),
      ...(viewToken ? [] : [t.shipped.follow]),
    ],
    outro: [t.shipped.damage],
    link: viewToken
      ? { intro: t.shipped.followLink, label: t.shipped.followButton, url: payLinkUrl(order, viewToken) }
      : undefined,
  }));
}

/** Queued when a pickup order is ready (npm run ops -- ready). */
export function queueReadyForPickup(q: Queryable, order: OrderRow) {
  return queue(q, order, "ORDER_READY_FOR_PICKUP", (t, n) => ({
    subject: t.readyForPickup.subject(n),
    intro: [t.readyForPickup.intro, t.readyForPickup.code(order.pickupCode ?? "-"), t.readyForPickup.hours],
    outro: [],
  }));
}
