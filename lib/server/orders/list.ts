import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { cities, orderLines, orders, showrooms, shipments, subdistricts, users } from "@/lib/db/schema";
import type { ShippingType } from "@/lib/domain/constants";
import type { Order, OrderLine, UserOrders } from "@/lib/domain/orders/contract";
import type { CourierProvider } from "@/lib/server/courier";
import { wibDateTime } from "@/lib/domain/wib";
import { shipmentFactsOf, trackShipment } from "./tracking";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const wibOrNull = (date: Date | null) => (date ? wibDateTime(date) : null);

function toLine(l: LineRow): OrderLine {
  return {
    product_name: l.productName,
    size_code: l.sizeCode,
    qty: l.qty,
    retail_price: l.retailPrice,
    net_price: l.netPrice,
    disc_percent: l.discPercent,
    disc_nominal: l.discNominal,
    subtotal: l.subtotal,
    product_detail: { id: l.productId, product_images: l.imageUrl ? [{ image_url: l.imageUrl }] : [] },
  };
}

/** One order row in the spec's section 3 shape; dates are 'YYYY-MM-DD HH:mm:ss' in WIB (Asia/Jakarta). */
export function toOrder(
  o: OrderRow,
  extra: { showroomName: string | null; userName: string | null; lines: LineRow[] },
): Omit<Order, "order_tracking"> {
  return {
    id: o.id,
    trx_ref: o.trxRef,
    trx_date: wibDateTime(o.createdAt),
    trx_status: o.trxStatus,
    grand_total: o.grandTotal,
    shipping_type: o.shippingType as ShippingType,
    shipping_courier: o.shippingCourier,
    shipping_service_name: o.shippingServiceName,
    shipping_cost: o.shippingCost,
    shipping_notes: o.shippingNotes,
    notes: o.notes,
    no_resi: o.noResi,
    pickup_code: o.pickupCode,
    showroom: extra.showroomName ? { showroom_name: extra.showroomName } : null,
    user: extra.userName ? { name: extra.userName } : null,
    address_recipient_name: o.addressRecipientName,
    address_recipient_phone: o.addressRecipientPhone,
    address_label: o.addressLabel,
    address_street: o.addressStreet,
    address_subdistrict: o.addressSubdistrict,
    address_city: o.addressCity,
    address_province: o.addressProvince,
    payment_state: o.paymentState,
    payment_status_desc: o.paymentStatusDesc,
    payment_channel: o.paymentChannel,
    payment_duedate: wibOrNull(o.expiresAt),
    payment_date: wibOrNull(o.paymentDate),
    received_at: wibOrNull(o.receivedAt),
    sales_trx_details: extra.lines.map(toLine),
  };
}

/**
 * GET user/orders: the shopper's own orders, newest first. Three reads whatever the number of orders (orders with
 * their showroom, hub city, user and shipment; then every line of them), and a courier call only for orders with a waybill.
 */
export async function listUserOrders(userId: number, courier?: CourierProvider): Promise<UserOrders> {
  const db = await getDb();
  const rows = await db
    .select({
      order: orders,
      showroomName: showrooms.showroomName,
      hubCity: cities.cityName,
      userName: users.name,
      shippedAt: shipments.createdAt,
      serviceCode: shipments.serviceCode,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .leftJoin(subdistricts, eq(subdistricts.id, showrooms.subdistrictId))
    .leftJoin(cities, eq(cities.id, subdistricts.cityId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return { user_orders: [] };

  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  const linesByOrder = new Map<number, LineRow[]>();
  for (const line of lines) linesByOrder.set(line.orderId, [...(linesByOrder.get(line.orderId) ?? []), line]);

  const user_orders = await Promise.all(
    rows.map(async (r) => ({
      ...toOrder(r.order, {
        showroomName: r.showroomName,
        userName: r.userName,
        lines: linesByOrder.get(r.order.id) ?? [],
      }),
      order_tracking: r.order.noResi ? await trackShipment(shipmentFactsOf(r), courier) : null,
    })),
  );
  return { user_orders };
}
