import "server-only";
import type { Queryable } from "@/lib/db";
import type { returnRequests } from "@/lib/db/schema";
import { orderNumber } from "@/lib/domain/display-text";
import { formatMoney } from "@/lib/domain/locale-format";
import { RETURN_STATUS, type ReturnStatus } from "@/lib/domain/order-status";
import { escapeHtml, htmlDocument, htmlLines } from "@/lib/server/mail/html";
import { queueMail } from "@/lib/server/mail/outbox-delivery";
import { orderRecipient } from "@/lib/server/orders/order-mail";
import { queueOrderMessage, type ReturnStep } from "@/lib/server/orders/order-messages";
import { orderViewToken, payLinkUrl } from "@/lib/server/orders/pay-link";
import type { OrderRow } from "./access";
import { RETURN_MAIL_TEXTS } from "./mail-texts";

type ReturnRow = typeof returnRequests.$inferSelect;

/**
 * Tells the shopper of a request's move, in the move's own transaction: its mail, and its WhatsApp message when the
 * shopper opted in with the order (lib/server/orders/order-messages.ts). Send them with deliverOutboxSoon.
 */
export async function queueReturnNotices(q: Queryable, order: OrderRow, request: ReturnRow): Promise<void> {
  await queueReturnMail(q, order, request);
  if (request.status === RETURN_STATUS.draft) return;
  await queueOrderMessage(q, order, {
    kind: "return",
    step: request.status as ReturnStep,
    requestId: request.id,
    rejectReason: request.rejectReason,
    refundAmount: request.refundAmount,
  });
}

/**
 * The mail of a request's move, in the order's language: what happened, the reject reason, the refund or the
 * condition where there is one, and where to follow it (My Orders for an account; the order's own page, by its view
 * token, for a guest). Everything the staff typed is escaped in the HTML part.
 */
async function queueReturnMail(q: Queryable, order: OrderRow, request: ReturnRow): Promise<void> {
  const to = await orderRecipient(q, order);
  const status = request.status as ReturnStatus;
  const t = RETURN_MAIL_TEXTS[order.lang];
  const subjectOf = t.subject[status];
  const body = t.body[status];
  if (!to || !subjectOf || !body) return;
  const subject = subjectOf(orderNumber(order.trxRef));
  const lines = [body];
  if (status === "REJECTED" && request.rejectReason) lines.push(t.rejectReason(request.rejectReason));
  if (status === "RECEIVED" && request.condition) lines.push(t.condition(request.condition));
  if (status === "REFUNDED" && request.refundAmount != null)
    lines.push(t.refundAmount(formatMoney(request.refundAmount, order.lang)));
  const viewToken = order.userId == null ? orderViewToken(order) : null;
  const url = viewToken ? payLinkUrl(order, viewToken) : null;
  const follow = url ? [t.follow, url] : [t.followAccount];
  const text = [...lines, "", ...follow].join("\n");
  const linkHtml = url
    ? `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}">${escapeHtml(t.followButton)}</a></p>`
    : "";
  const html = htmlDocument(
    order.lang,
    subject,
    [htmlLines(lines), htmlLines(url ? [t.follow] : follow), linkHtml].join("\n"),
  );
  await queueMail(q, { to, subject, text, html, kind: `RETURN_${status}` });
}
