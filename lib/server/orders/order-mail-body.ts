import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { orderLines, showrooms, type orders } from "@/lib/db/schema";
import { formatMoney } from "@/lib/domain/locale-format";
import type { Locale } from "@/lib/i18n/config";
import { escapeHtml, htmlLines } from "@/lib/server/mail/html";
import type { MailLine, MailTexts } from "@/lib/server/mail/texts";

type OrderRow = typeof orders.$inferSelect;

/** The order's details in both parts of a mail: plain-text lines and the same facts as HTML. */
export interface OrderDetails {
  text: string[];
  html: string;
}

const cell = (value: string, align: "left" | "right" = "left") =>
  `<td style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:${align}">${escapeHtml(value)}</td>`;
const head = (value: string, align: "left" | "right" = "left") =>
  `<th style="padding:4px 8px;border-bottom:2px solid #222;text-align:${align}">${escapeHtml(value)}</th>`;
const bare = (label: string) => label.replace(/[\s\u00a0]*:$/, "");
const TABLE = '<table role="presentation" cellspacing="0" style="border-collapse:collapse;margin:0 0 12px">';

function itemsHtml(t: MailTexts["order"], lines: MailLine[]): string {
  const c = t.columns;
  const rows = lines.map(
    (l) =>
      `<tr>${cell(l.name)}${cell(l.size)}${cell(String(l.qty), "right")}${cell(l.price, "right")}${cell(l.subtotal, "right")}</tr>`,
  );
  const header = `<tr>${head(c.product)}${head(c.size)}${head(c.qty, "right")}${head(c.price, "right")}${head(c.subtotal, "right")}</tr>`;
  return `${TABLE}<thead>${header}</thead><tbody>${rows.join("")}</tbody></table>`;
}

function totalsHtml(rows: [string, string][]): string {
  const last = rows.length - 1;
  const body = rows.map(([label, value], i) => {
    const weight = i === last ? "font-weight:bold;" : "";
    return `<tr><td style="${weight}padding:2px 8px">${escapeHtml(bare(label))}</td><td style="${weight}padding:2px 8px;text-align:right">${escapeHtml(value)}</td></tr>`;
  });
  return `${TABLE}<tbody>${body.join("")}</tbody></table>`;
}

/** Items, totals and the delivery address or the pickup showroom, in the order's language. */
export async function orderDetails(
  q: Queryable,
  order: OrderRow,
  number: string,
  t: MailTexts["order"],
  lang: Locale,
): Promise<OrderDetails> {
  const rows = await q.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [store] = await q.select().from(showrooms).where(eq(showrooms.id, order.showroomId)).limit(1);
  const money = (amount: number) => formatMoney(amount, lang);
  const lines: MailLine[] = rows.map((l) => ({
    name: l.productName,
    size: l.sizeCode,
    qty: l.qty,
    price: money(l.linePrice),
    subtotal: money(l.subtotal),
  }));

  const totals: [string, string][] = [[t.subtotal, money(order.itemsSubtotal)]];
  if (order.bundleDiscount > 0) totals.push([t.bundleDiscount, `-${money(order.bundleDiscount)}`]);
  if (order.promoDiscount > 0) totals.push([t.promo(order.promoCode ?? ""), `-${money(order.promoDiscount)}`]);
  let place: string[];
  let placeTitle: string;
  if (order.shippingType === "ONLINE_DELIVERY") {
    totals.push([t.shipping(order.shippingCourier ?? "", order.shippingServiceName ?? ""), money(order.shippingCost)]);
    placeTitle = t.deliveryTo;
    place = [
      `${order.addressRecipientName ?? ""} (${order.addressRecipientPhone ?? ""})`,
      `${order.addressStreet ?? ""}, ${order.addressSubdistrict ?? ""}, ${order.addressCity ?? ""}, ${order.addressProvince ?? ""} ${order.addressZip ?? ""}`.trim(),
    ];
  } else {
    placeTitle = t.selfPickupAt(store?.showroomName ?? "-");
    place = store ? [`${store.address1}, ${store.address2}, ${store.address3}`] : [];
  }
  totals.push([t.grandTotal, money(order.grandTotal)]);

  const text = [`${t.number} ${number}`, "", t.items, ...lines.map((l) => `- ${t.line(l)}`), ""];
  text.push(...totals.map(([label, value]) => `${label} ${value}`), "", placeTitle, ...place);
  const html = [
    `<p style="margin:0 0 12px"><strong>${escapeHtml(t.number)}</strong> ${escapeHtml(number)}</p>`,
    `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(bare(t.items))}</h2>`,
    itemsHtml(t, lines),
    totalsHtml(totals),
    `<h2 style="font-size:16px;margin:16px 0 8px">${escapeHtml(bare(placeTitle))}</h2>`,
    htmlLines(place),
  ].join("\n");
  return { text, html };
}
