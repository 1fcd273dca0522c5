import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { orders } from "@/lib/db/schema";
import { toLocale } from "@/lib/i18n/config";
import { localHref } from "@/lib/i18n/route";
import { hashToken, newToken } from "@/lib/server/auth/tokens";
import { shopOrigin } from "@/lib/server/http/shop-origin";

type OrderRow = typeof orders.$inferSelect;

/**
 * An order's pay link: a 256-bit random token (the same kind as a password reset link's, lib/server/auth/tokens.ts)
 * made when the order is placed. Only its hash is stored on the order, so the link is bound to that one order and
 * cannot be guessed or rebuilt from the database; it pays only while the order waits for payment (the checks of
 * POST order-payment), and it shows that order's summary to whoever holds it, as the confirmation mail does.
 */
export function newPayToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/** Whether `token` is the pay link token of this order (constant time; an order without one matches nothing). */
export function payTokenMatches(order: Pick<OrderRow, "payTokenHash">, token: string | null | undefined): boolean {
  if (!token || !order.payTokenHash) return false;
  const given = Buffer.from(hashToken(token), "hex");
  const expected = Buffer.from(order.payTokenHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The mailed address: the order's page (/payment/response) in the order's language, with the order and its token (the
 * pay link's, or the view token of the mails after payment).
 */
export function payLinkUrl(order: Pick<OrderRow, "trxRef" | "lang">, token: string, origin = shopOrigin()): string {
  const query = new URLSearchParams({ trx_ref: order.trxRef, pay_token: token });
  return `${origin.replace(/\/+$/, "")}${localHref(toLocale(order.lang), "/payment/response")}?${query.toString()}`;
}

/**
 * The order's view token, for the links of the mails after payment (the shipped mail's): derived from the pay link's
 * stored hash, which never leaves the database, so it needs no column of its own and is as unguessable as the pay
 * link, while the pay link itself stays valid. It shows the order (order-summary) and pays nothing.
 */
export function orderViewToken(order: Pick<OrderRow, "payTokenHash">): string | null {
  if (!order.payTokenHash) return null;
  return createHmac("sha256", order.payTokenHash).update("order-view").digest("base64url");
}

/** Whether `token` is this order's view token (constant time; an order without a pay link has none). */
export function viewTokenMatches(order: Pick<OrderRow, "payTokenHash">, token: string | null | undefined): boolean {
  const expected = orderViewToken(order);
  if (!token || !expected) return false;
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
