import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Queryable, Tx } from "@/lib/db";
import type { HeldUnits, StockRef } from "@/lib/db/catalog-import/write-showrooms";
import { orderLines, orders, stock } from "@/lib/db/schema";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { stockKeyList } from "./sku";

/** A stock row's key: a size of a product at a showroom (the import's `StockRef`, one shape). */
export type StockKey = StockRef;

export const stockKey = (k: StockKey): string => `${k.showroomId}\u0000${k.productId}\u0000${k.sizeCode}`;

/**
 * Units held by unpaid orders at each showroom and size: PENDING orders whose stock has not been released (an order
 * took its units off `stock.qty` when placed and gives them back, once, when it expires, fails or is cancelled;
 * lib/server/orders/place-order.ts, release-stock.ts). Paid orders are sales, not holds (docs/adr/0008-stock-sync.md).
 */
export async function heldUnits(q: Queryable, keys: readonly StockKey[] | "all"): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (keys.length === 0) return held;
  const rows = await q
    .select({ showroomId: orders.showroomId, productId: orderLines.productId, sizeCode: orderLines.sizeCode, units: sql<number>`sum(${orderLines.qty})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.trxStatus, ORDER_STATUS.pending),
        isNull(orders.stockReleasedAt),
        keys === "all" ? undefined : sql`(${orders.showroomId}, ${orderLines.productId}, ${orderLines.sizeCode}) IN (${stockKeyList(keys)})`,
      ),
    )
    .groupBy(orders.showroomId, orderLines.productId, orderLines.sizeCode);
  for (const row of rows) held.set(stockKey(row), Number(row.units));
  return held;
}

/**
 * Locks the stock rows of the keys that exist, in the checkout's order (lib/server/orders/stock-order.ts, showroom
 * first), so a checkout reserving units of a row has committed (its order counts as held) or waits for the caller.
 */
export async function lockStockRows(tx: Tx, keys: readonly StockKey[]) {
  if (keys.length === 0) return [];
  return tx
    .select({ showroomId: stock.showroomId, productId: stock.productId, sizeCode: stock.sizeCode, qty: stock.qty, uncovered: stock.holdsUncovered })
    .from(stock)
    .where(sql`(${stock.showroomId}, ${stock.productId}, ${stock.sizeCode}) IN (${stockKeyList(keys)})`)
    .orderBy(stock.showroomId, stock.productId, sql`${stock.sizeCode} COLLATE "C"`)
    .for("update");
}

/** The catalogue import's stock rule (ImportOptions.heldUnits): the rows locked, then the units held at each. */
export const lockAndCountHeld: HeldUnits = async (tx, keys) => {
  await lockStockRows(tx, keys);
  const held = await heldUnits(tx, keys);
  return (key) => held.get(stockKey(key)) ?? 0;
};
