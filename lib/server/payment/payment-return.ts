import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import type { PaymentReturnInput } from "@/lib/domain/checkout/schemas";
import type { PaymentReturnAnswer } from "@/lib/domain/checkout/contract";
import { orderNumber } from "@/lib/domain/display-text";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { fail, ok, type Result } from "../result";
import { getPaymentProvider } from "./index";
import { wibDateTime } from "@/lib/domain/wib";

/**
 * `POST checkout-payment`: checks the return parameters' signature and answers the order's state for display: the
 * server's state, never the return's `status`. It never marks an order paid; only the server-to-server notification does.
 * `can_pay`: the order waits for payment and its due date has not passed ('Pay Now', POST order-payment).
 */
export async function readPaymentReturn(
  input: PaymentReturnInput,
  now = new Date(),
): Promise<Result<PaymentReturnAnswer>> {
  const params = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v ?? "")]));
  const verified = await (await getPaymentProvider()).verifyReturn(params);
  if (!verified.valid) return fail(400, CHECKOUT_MSG.paymentReturnInvalid);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.trxRef, verified.value.billNo)).limit(1);
  if (!order) return fail(404, CHECKOUT_MSG.orderNotFound);
  return ok({
    order_number: orderNumber(order.trxRef),
    trx_status: order.trxStatus,
    grand_total: order.grandTotal,
    payment_status_desc: order.paymentStatusDesc,
    payment_duedate: wibDateTime(order.expiresAt),
    can_pay: order.trxStatus === ORDER_STATUS.pending && order.expiresAt.getTime() > now.getTime(),
    return_status: verified.value.status,
    return_paid: verified.value.saysPaid,
  } satisfies PaymentReturnAnswer);
}
