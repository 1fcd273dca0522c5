import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orderLines, orders, showrooms } from "@/lib/db/schema";
import type { ShippingType } from "@/lib/domain/constants";
import type { OrderSummary } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { orderNumber } from "@/lib/domain/display-text";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { wibDateTime } from "@/lib/domain/wib";
import { fail, ok, type Result } from "../result";
import { ownsOrder, type Payer } from "./pay-again";

type OrderRow = typeof orders.$inferSelect;

function addressOf(o: OrderRow): OrderSummary["address"] {
  if (o.shippingType !== "ONLINE_DELIVERY" || !o.addressStreet) return null;
  return {
    recipient_name: o.addressRecipientName ?? "",
    street: o.addressStreet,
    subdistrict: o.addressSubdistrict ?? "",
    city: o.addressCity ?? "",
    province: o.addressProvince ?? "",
    zip: o.addressZip ?? "",
  };
}

/**
 * `POST order-summary`: the order's state and contents for the return page and the mailed pay link, to its owner only
 * (the account, the guest's device, or the order's pay link token: ownsOrder); anyone else is told it does not exist.
 */
export async function readOrderSummary(payer: Payer, trxRef: string, now = new Date()): Promise<Result<OrderSummary>> {
  const db = await getDb();
  const [row] = await db
    .select({ order: orders, showroomName: showrooms.showroomName })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .where(eq(orders.trxRef, trxRef))
    .limit(1);
  if (!row || !ownsOrder(payer, row.order)) return fail(404, CHECKOUT_MSG.orderNotFound);
  const o = row.order;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id));
  return ok({
    order_number: orderNumber(o.trxRef),
    trx_ref: o.trxRef,
    trx_status: o.trxStatus,
    grand_total: o.grandTotal,
    shipping_cost: o.shippingCost,
    discount: o.bundleDiscount + o.promoDiscount,
    payment_duedate: wibDateTime(o.expiresAt),
    can_pay: o.trxStatus === ORDER_STATUS.pending && o.expiresAt.getTime() > now.getTime(),
    shipping_type: o.shippingType as ShippingType,
    showroom_name: o.shippingType === "PICKUP_ON_STORE" ? row.showroomName : null,
    address: addressOf(o),
    lines: lines.map((l) => ({ product_name: l.productName, size_code: l.sizeCode, qty: l.qty, subtotal: l.subtotal })),
  } satisfies OrderSummary);
}
