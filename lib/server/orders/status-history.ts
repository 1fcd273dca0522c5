import "server-only";
import type { Queryable } from "@/lib/db";
import { orderStatusHistory } from "@/lib/db/schema";

export { ORDER_STATUS, type OrderStatus } from "@/lib/domain/order-status";

/** Every status change is written down with its time. */
export async function recordStatus(
  db: Queryable,
  orderId: number,
  fromStatus: string | null,
  toStatus: string,
  note?: string,
) {
  await db.insert(orderStatusHistory).values({ orderId, fromStatus, toStatus, note: note ?? null });
}
