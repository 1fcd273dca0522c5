import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { orderLines, orders, productSizes, products, showrooms, stock } from "@/lib/db/schema";
import { effectiveSku } from "@/lib/domain/catalog-import/format";
import { UNPAID_HOLD } from "./held";

/** A stock row whose unpaid orders hold more units than its last count left for them. */
export interface UncoveredHoldRow {
  sku: string;
  showroomId: number;
  showroom: string;
  /** Units the unpaid orders hold there. */
  held: number;
  /** Of those, the units with nothing on hand behind them: paying every such order would sell them twice. */
  uncovered: number;
  /** The unpaid orders holding units there (trx_ref). */
  orders: string[];
}

/**
 * The holds a count did not cover (`stock.holds_uncovered`, set by a stock sync or a catalogue import when it counts
 * fewer units than unpaid orders hold; docs/stock-sync.md), still held now: a hold that has since been paid is a sale
 * and no longer listed. By showroom, then SKU.
 */
export async function listUncoveredHolds(q?: Queryable): Promise<UncoveredHoldRow[]> {
  const db = q ?? (await getDb());
  const held = db
    .select({
      showroomId: orders.showroomId,
      productId: orderLines.productId,
      sizeCode: orderLines.sizeCode,
      units: sql<number>`sum(${orderLines.qty})::int`.as("units"),
      refs: sql<string[]>`array_agg(DISTINCT ${orders.trxRef} ORDER BY ${orders.trxRef})`.as("refs"),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(UNPAID_HOLD)
    .groupBy(orders.showroomId, orderLines.productId, orderLines.sizeCode)
    .as("held");
  const rows = await db
    .select({
      showroomId: stock.showroomId,
      showroom: showrooms.showroomName,
      productCode: products.productCode,
      sizeCode: stock.sizeCode,
      ownSku: productSizes.sku,
      uncovered: stock.holdsUncovered,
      held: held.units,
      refs: held.refs,
    })
    .from(stock)
    .innerJoin(
      held,
      and(
        eq(held.showroomId, stock.showroomId),
        eq(held.productId, stock.productId),
        eq(held.sizeCode, stock.sizeCode),
      ),
    )
    .innerJoin(showrooms, eq(showrooms.id, stock.showroomId))
    .innerJoin(products, eq(products.id, stock.productId))
    .innerJoin(
      productSizes,
      and(eq(productSizes.productId, stock.productId), eq(productSizes.sizeCode, stock.sizeCode)),
    )
    .where(gt(stock.holdsUncovered, 0))
    .orderBy(asc(stock.showroomId), asc(products.productCode), asc(stock.sizeCode));
  return rows.map((r) => ({
    sku: effectiveSku(r.productCode, r.sizeCode, r.ownSku),
    showroomId: r.showroomId,
    showroom: r.showroom,
    held: Number(r.held),
    uncovered: Math.min(r.uncovered, Number(r.held)),
    orders: r.refs,
  }));
}
