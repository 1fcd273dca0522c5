import "server-only";
import { and, asc, eq, lte } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { orders } from "@/lib/db/schema";
import { endPendingOrder } from "./end-order";
import { ORDER_STATUS } from "./status-history";

const BATCH = 100;

/**
 * Unpaid orders past their due date become EXPIRED and give their stock back. Run lazily at the start of checkout
 * calls (lib/server/checkout/checkout-db.ts, the one place checkout calls it), by the job scheduler and by
 * `npm run ops:expire`; no timers, and safe when several instances run it at once.
 */
export async function expireOverdueOrders(db: Db, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.trxStatus, ORDER_STATUS.pending), lte(orders.expiresAt, now)))
      .orderBy(asc(orders.expiresAt))
      .limit(BATCH);
    for (const { id } of due) {
      const ended = await db.transaction((tx) =>
        endPendingOrder(tx, id, ORDER_STATUS.expired, null, "Unpaid after the payment due date"),
      );
      if (ended) expired += 1;
    }
    if (due.length < BATCH) return expired;
  }
}
