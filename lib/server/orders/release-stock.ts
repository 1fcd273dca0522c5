import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { orderLines, orders, stock } from "@/lib/db/schema";
import { notifyBackInStock } from "../stock/back-in-stock";
import { byStockRow } from "./stock-order";

/**
 * Gives an order's reserved units back to its showroom, exactly once: only the caller that stamps
 * stock_released_at (a conditional update) returns the units. Call inside the transaction that ends the order.
 */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<boolean> {
  const [stamped] = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ showroomId: orders.showroomId });
  if (!stamped) return false;
  const lines = (await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))).sort(byStockRow);
  for (const line of lines) {
    await tx
      .update(stock)
      // Units a stock sync found missing (the POS counted fewer on hand than the orders held) are paid down first.
      .set({
        qty: sql`${stock.qty} + greatest(0, ${line.qty}::int - ${stock.holdsUncovered})`,
        holdsUncovered: sql`greatest(0, ${stock.holdsUncovered} - ${line.qty}::int)`,
      })
      .where(
        and(
          eq(stock.showroomId, stamped.showroomId),
          eq(stock.productId, line.productId),
          eq(stock.sizeCode, line.sizeCode),
        ),
      );
  }
  // Sizes that were sold out and are now back: their 'notify me' requests mail in this transaction.
  const byProduct = new Map<number, string[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line.sizeCode]);
  for (const [productId, sizes] of byProduct) await notifyBackInStock(tx, productId, sizes);
  return true;
}
