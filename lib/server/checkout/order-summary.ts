import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { cities, orderLines, orders, shipments, showrooms, subdistricts } from "@/lib/db/schema";
import type { ShippingType } from "@/lib/domain/constants";
import type { OrderSummary } from "@/lib/domain/checkout/contract";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { orderNumber } from "@/lib/domain/display-text";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { wibDateTime } from "@/lib/domain/wib";
import type { CourierProvider } from "@/lib/server/courier";
import { POLICY } from "@/lib/domain/content/policy";
import { orderViewToken, viewTokenMatches } from "@/lib/server/orders/pay-link";
import { trackShipment } from "@/lib/server/orders/tracking";
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

const PAID_OR_LATER: readonly string[] = [
  ORDER_STATUS.paid,
  ORDER_STATUS.processing,
  ORDER_STATUS.readyForPickup,
  ORDER_STATUS.completed,
];

/** A delivery's courier, service and the courier's estimate in days as it quoted it ('1-2'); null for a pickup. */
function shippingOf(o: OrderRow): OrderSummary["shipping"] {
  if (o.shippingType !== "ONLINE_DELIVERY" || !o.shippingCourier) return null;
  return { courier: o.shippingCourier, service: o.shippingServiceName ?? "", etd: o.shippingEtd?.trim() ?? "" };
}

/** A paid pickup: the earliest time it can be collected (POLICY.pickupReadyHours after payment), in WIB. */
function pickupReadyAt(o: OrderRow): string | null {
  if (o.shippingType !== "PICKUP_ON_STORE" || !o.paymentDate || !PAID_OR_LATER.includes(o.trxStatus)) return null;
  return wibDateTime(new Date(o.paymentDate.getTime() + POLICY.pickupReadyHours * 3600_000));
}

/**
 * A guest's order: its email (the success page offers an account with it) and the view token of the order's own page
 * link, which shows the order from any device and pays nothing (pay-link.ts). Null for an account's order, which
 * My Orders follows.
 */
function guestOf(o: OrderRow): OrderSummary["guest"] {
  if (o.userId != null || !o.guestEmail) return null;
  return { email: o.guestEmail, view_token: orderViewToken(o) };
}

/**
 * `POST order-summary`: the order's state and contents for the return page and the mailed links, to its owner only
 * (the account, the guest's device, the order's pay link token: ownsOrder; or the view token of the shipped mail,
 * which shows and never pays); anyone else is told it does not exist. A shipped delivery adds its waybill and the
 * courier's tracking, as My Orders shows them; the next steps (courier and estimate, pickup time, the guest's link and
 * email) come with it.
 */
export async function readOrderSummary(
  payer: Payer,
  trxRef: string,
  now = new Date(),
  courier?: CourierProvider,
): Promise<Result<OrderSummary>> {
  const db = await getDb();
  const [row] = await db
    .select({
      order: orders,
      showroomName: showrooms.showroomName,
      hubCity: cities.cityName,
      shippedAt: shipments.createdAt,
      serviceCode: shipments.serviceCode,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .leftJoin(subdistricts, eq(subdistricts.id, showrooms.subdistrictId))
    .leftJoin(cities, eq(cities.id, subdistricts.cityId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.trxRef, trxRef))
    .limit(1);
  if (!row || !(ownsOrder(payer, row.order) || viewTokenMatches(row.order, payer.payToken)))
    return fail(404, CHECKOUT_MSG.orderNotFound);
  const o = row.order;
  const shipped = o.shippingType === "ONLINE_DELIVERY" && o.noResi ? o.noResi : null;
  const tracking = shipped
    ? await trackShipment(
        {
          noResi: shipped,
          courier: o.shippingCourier,
          recipientPhone: o.addressRecipientPhone,
          hubCity: row.hubCity,
          destinationCity: o.addressCity,
          receiverName: o.addressRecipientName,
          serviceCode: row.serviceCode ?? o.shippingServiceName,
          shippedAt: row.shippedAt,
          placedAt: o.createdAt,
        },
        courier,
      )
    : null;
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
    no_resi: shipped,
    order_tracking: tracking,
    shipping: shippingOf(o),
    pickup_ready_at: pickupReadyAt(o),
    received_at: o.receivedAt ? wibDateTime(o.receivedAt) : null,
    guest: guestOf(o),
  } satisfies OrderSummary);
}
