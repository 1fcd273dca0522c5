import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { cities, orders, shipments, showrooms, subdistricts } from "@/lib/db/schema";
import { wibToDate } from "@/lib/domain/wib";
import { getCourier, type CourierProvider } from "@/lib/server/courier";
import { log } from "@/lib/server/log";
import { completeOrder } from "./operations";
import { ORDER_STATUS } from "./status-history";
import { shipmentFactsOf, trackShipment } from "./tracking";

/** How many shipped orders one jobs round asks the courier about (the oldest first, by their last change). */
const PER_ROUND = 50;

/** The courier's delivery time when its tracking says delivered, else null. */
export function deliveredAt(tracking: { last_status: { status: string; date_time: string } | null } | null) {
  const last = tracking?.last_status;
  if (!last || last.status.trim().toUpperCase() !== "DELIVERED") return null;
  return wibToDate(last.date_time);
}

/**
 * The jobs' round over SHIPPED deliveries: each one whose courier tracking says delivered becomes COMPLETED with the
 * courier's delivery time as `received_at` (a conditional move, so a staff member's `complete` meanwhile wins). A
 * delivery time in the future (a courier's clock) is taken as now. Couriers that cannot be tracked keep
 * `npm run ops -- complete`. Returns how many orders were completed.
 */
export async function completeDeliveredOrders(
  db: Queryable,
  now = new Date(),
  courier: CourierProvider = getCourier(),
): Promise<number> {
  const rows = await db
    .select({
      order: orders,
      hubCity: cities.cityName,
      shippedAt: shipments.createdAt,
      serviceCode: shipments.serviceCode,
    })
    .from(orders)
    .innerJoin(showrooms, eq(showrooms.id, orders.showroomId))
    .leftJoin(subdistricts, eq(subdistricts.id, showrooms.subdistrictId))
    .leftJoin(cities, eq(cities.id, subdistricts.cityId))
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(eq(orders.trxStatus, ORDER_STATUS.shipped))
    .orderBy(asc(orders.updatedAt))
    .limit(PER_ROUND);
  let completed = 0;
  for (const r of rows) {
    const tracking = await trackShipment(shipmentFactsOf(r), courier);
    const at = deliveredAt(tracking);
    if (!at) continue;
    const receivedAt = at.getTime() > now.getTime() ? now : at;
    const done = await completeOrder(r.order.trxRef, receivedAt, "Delivered (courier tracking)");
    if (done.ok) completed++;
    else
      log.warn(
        { job: "delivered", trxRef: r.order.trxRef, reason: done.error.message },
        "delivered order not completed",
      );
  }
  return completed;
}
