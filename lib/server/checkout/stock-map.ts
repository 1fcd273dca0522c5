import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { stock } from "@/lib/db/schema";
import type { CheckoutLine } from "@/lib/server/orders/draft";

/** Units on hand per showroom for the cart's product sizes: `qtyAt(showroomId, line)`. */
export interface StockMap {
  qtyAt(showroomId: number, line: Pick<CheckoutLine, "productId" | "sizeCode">): number;
}

const key = (showroomId: number, productId: number, sizeCode: string) => `${showroomId}:${productId}:${sizeCode}`;

export async function loadStockMap(db: Queryable, lines: CheckoutLine[], showroomId?: number): Promise<StockMap> {
  const map = new Map<string, number>();
  if (lines.length > 0) {
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const where =
      showroomId == null
        ? inArray(stock.productId, productIds)
        : and(inArray(stock.productId, productIds), eq(stock.showroomId, showroomId));
    for (const row of await db.select().from(stock).where(where))
      map.set(key(row.showroomId, row.productId, row.sizeCode), row.qty);
  }
  return { qtyAt: (id, line) => map.get(key(id, line.productId, line.sizeCode)) ?? 0 };
}

/** A line can be ordered from a showroom that holds its whole quantity. */
export function lineAvailableAt(stockMap: StockMap, showroomId: number, line: CheckoutLine): boolean {
  return stockMap.qtyAt(showroomId, line) >= line.qty;
}

export function linesAvailableAt(stockMap: StockMap, showroomId: number, lines: CheckoutLine[]): CheckoutLine[] {
  return lines.filter((line) => lineAvailableAt(stockMap, showroomId, line));
}
