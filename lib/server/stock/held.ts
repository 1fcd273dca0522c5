import "server-only";
import { and, eq, gt, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Queryable, Tx } from "@/lib/db";
import type { HeldRow, StockHolds } from "@/lib/db/catalog-import/merge-stock";
import { orderLines, orders, orderStatusHistory, stock } from "@/lib/db/schema";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import { stockKeyList } from "./sku";

/** A stock row's key: a size of a product at a showroom. */
export interface StockKey {
  showroomId: number;
  productId: number;
  sizeCode: string;
}

export const stockKey = (k: StockKey): string => `${k.showroomId}\u0000${k.productId}\u0000${k.sizeCode}`;

/** An order that holds its units: unpaid (PENDING), its stock not given back (see heldUnits). */
export const UNPAID_HOLD = and(eq(orders.trxStatus, ORDER_STATUS.pending), isNull(orders.stockReleasedAt));

/**
 * Units held by unpaid orders at each showroom and size: PENDING orders whose stock has not been released (an order
 * took its units off `stock.qty` when placed and gives them back, once, when it expires, fails or is cancelled;
 * lib/server/orders/place-order.ts, release-stock.ts). Paid orders are sales, not holds (docs/adr/0008-stock-sync.md).
 */
export async function heldUnits(q: Queryable, keys: readonly StockKey[] | "all"): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (const row of await heldRows(q, keys)) held.set(stockKey(row), row.units);
  return held;
}

/** The same, as rows (a stock key and its units), for the rows where unpaid orders hold any. */
async function heldRows(q: Queryable, keys: readonly StockKey[] | "all"): Promise<(StockKey & { units: number })[]> {
  if (keys.length === 0) return [];
  const rows = await q
    .select({
      showroomId: orders.showroomId,
      productId: orderLines.productId,
      sizeCode: orderLines.sizeCode,
      units: sql<number>`sum(${orderLines.qty})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        UNPAID_HOLD,
        keys === "all"
          ? undefined
          : sql`(${orders.showroomId}, ${orderLines.productId}, ${orderLines.sizeCode}) IN (${stockKeyList(keys)})`,
      ),
    )
    .groupBy(orders.showroomId, orderLines.productId, orderLines.sizeCode);
  return rows.map((row) => ({ ...row, units: Number(row.units) }));
}

/** The checkout's order of stock rows, showroom first (lib/server/orders/stock-order.ts): locks never cross. */
const LOCK_ORDER = sql`${stock.showroomId}, ${stock.productId}, ${stock.sizeCode} COLLATE "C"`;

/**
 * Locks the stock rows of the keys that exist, in the checkout's order (lib/server/orders/stock-order.ts, showroom
 * first), so a checkout reserving units of a row has committed (its order counts as held) or waits for the caller.
 */
export async function lockStockRows(tx: Tx, keys: readonly StockKey[]) {
  if (keys.length === 0) return [];
  return tx
    .select({
      showroomId: stock.showroomId,
      productId: stock.productId,
      sizeCode: stock.sizeCode,
      qty: stock.qty,
      uncovered: stock.holdsUncovered,
    })
    .from(stock)
    .where(sql`(${stock.showroomId}, ${stock.productId}, ${stock.sizeCode}) IN (${stockKeyList(keys)})`)
    .orderBy(LOCK_ORDER)
    .for("update");
}

/**
 * The catalogue import's stock rule (ImportOptions.stockHolds): the rows it is about to set (a query of keys, any
 * number) locked in the checkout's order, then the units held, counted once for the whole shop (unpaid orders are few
 * next to a catalogue's stock rows).
 */
export const importStockHolds: StockHolds = {
  async lock(tx: Tx, keys: SQL) {
    await tx.execute(
      sql`SELECT 1 FROM ${stock} WHERE (${stock.showroomId}, ${stock.productId}, ${stock.sizeCode}) IN (${keys}) ORDER BY ${LOCK_ORDER} FOR UPDATE`,
    );
  },
  held: heldAndSoldRows,
};

/**
 * The units unpaid orders hold (paidAt null) and the units of orders paid after `since` (the shop's time of the move
 * to PAID in order_status_history; paid orders never give their stock back), per stock row, in one statement: an
 * order paid meanwhile is counted once, held or sold.
 */
async function heldAndSoldRows(tx: Tx, since: Date): Promise<HeldRow[]> {
  const rows = await tx
    .select({
      showroomId: orders.showroomId,
      productId: orderLines.productId,
      sizeCode: orderLines.sizeCode,
      paidAt: orderStatusHistory.createdAt,
      units: sql<number>`sum(${orderLines.qty})::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(
      orderStatusHistory,
      and(
        eq(orderStatusHistory.orderId, orders.id),
        eq(orderStatusHistory.toStatus, ORDER_STATUS.paid),
        ne(orders.trxStatus, ORDER_STATUS.pending),
      ),
    )
    .where(
      and(
        isNull(orders.stockReleasedAt),
        or(eq(orders.trxStatus, ORDER_STATUS.pending), gt(orderStatusHistory.createdAt, since)),
      ),
    )
    .groupBy(orders.showroomId, orderLines.productId, orderLines.sizeCode, orderStatusHistory.createdAt);
  return rows.map((row) => ({ ...row, units: Number(row.units) }));
}
