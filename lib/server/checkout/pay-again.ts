import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orderLines, orders, users } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import type { AuthContext } from "@/lib/server/auth/context";
import { payTokenMatches } from "@/lib/server/orders/pay-link";
import { ORDER_STATUS } from "@/lib/server/orders/status-history";
import type { OrderPaymentResponse } from "@/lib/domain/checkout/contract";
import type { PaymentContext } from "@/lib/server/payment/providers/types";
import { fail, type Result } from "../result";
import { startOrderPayment } from "./start-payment";

type OrderRow = typeof orders.$inferSelect;

/** Who asks: the signed-in shopper (if any) and the device id the site keeps in browser storage. */
export interface Payer {
  auth: AuthContext | null;
  deviceId: string | null;
  /** The order's pay link token, when the shopper came through the mailed link (lib/server/orders/pay-link.ts). */
  payToken?: string | null;
}

/**
 * The order's owner: an account's order belongs to that account (a valid session of it); a guest's order to the device
 * that placed it (the local_device_id the guest cart and checkout use). The order's pay link token stands for its owner
 * (for this one order only). Anyone else is told the order does not exist.
 */
export function ownsOrder(payer: Payer, order: Pick<OrderRow, "userId" | "deviceId" | "payTokenHash">): boolean {
  if (payTokenMatches(order, payer.payToken)) return true;
  if (order.userId != null) return payer.auth?.userId === order.userId;
  return payer.deviceId != null && order.deviceId === payer.deviceId;
}

/**
 * `POST order-payment` ('Pay Now'): the way to pay the same bill again (same bill number, same amounts), by the
 * provider's rules (lib/server/checkout/start-payment.ts). No new order, no second stock reservation (the order's
 * reservation stands until it is paid or ends); only the provider's latest payment page is kept.
 * Refused when the order is not waiting for payment, and after its due date with a message saying so.
 */
export async function payOrderAgain(
  payer: Payer,
  trxRef: string,
  ctx: PaymentContext,
  now = new Date(),
): Promise<Result<OrderPaymentResponse>> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.trxRef, trxRef)).limit(1);
  if (!order || !ownsOrder(payer, order)) return fail(404, CHECKOUT_MSG.orderNotFound);
  const overdue =
    order.trxStatus === ORDER_STATUS.expired ||
    (order.trxStatus === ORDER_STATUS.pending && order.expiresAt.getTime() <= now.getTime());
  if (overdue) return fail(409, CHECKOUT_MSG.paymentDuePassed);
  if (order.trxStatus !== ORDER_STATUS.pending) return fail(409, CHECKOUT_MSG.notAwaitingPayment);

  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const [user] =
    order.userId != null
      ? await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1)
      : [];
  const customer = {
    name: user?.name ?? order.addressRecipientName ?? "GUEST",
    email: user?.email ?? order.guestEmail ?? "",
  };
  return startOrderPayment(db, order, lines, customer, ctx);
}
