import "server-only";
import type { Queryable } from "@/lib/db";
import { orderStatusHistory } from "@/lib/db/schema";

export const ORDER_STATUS = {
  pending: "PENDING",
  paid: "PAID",
  failed: "FAILED",
  expired: "EXPIRED",
  cancelled: "CANCELLED",
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Every status change is written down with its time. */
export async function recordStatus(db: Queryable, orderId: number, fromStatus: string | null, toStatus: string, note?: string) {
  await db.insert(orderStatusHistory).values({ orderId, fromStatus, toStatus, note: note ?? null });
}
