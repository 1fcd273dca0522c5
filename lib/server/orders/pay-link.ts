import "server-only";
import { timingSafeEqual } from "node:crypto";
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

/** The mailed address: the order's page (/payment/response) in the order's language, with the order and its token. */
export function payLinkUrl(order: Pick<OrderRow, "trxRef" | "lang">, token: string, origin = shopOrigin()): string {
  const query = new URLSearchParams({ trx_ref: order.trxRef, pay_token: token });
  return `${origin.replace(/\/+$/, "")}${localHref(toLocale(order.lang), "/payment/response")}?${query.toString()}`;
}
