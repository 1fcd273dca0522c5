import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { showrooms } from "@/lib/db/schema";
import { CHECKOUT_MSG } from "@/lib/domain/checkout/messages";
import { MSG } from "@/lib/domain/messages";
import { expireOverdueOrders } from "@/lib/server/orders/expire";
import { fail, ok, type Result } from "../result";
import { loadCartLines, type CartOwner } from "./cart-lines";
import { loadStockMap } from "./stock-map";

export async function findShowroom(db: Queryable, id: number) {
  const [row] = await db.select().from(showrooms).where(and(eq(showrooms.id, id), eq(showrooms.isActive, true))).limit(1);
  return row ?? null;
}

/**
 * `POST check-showroom-stock-availability`: for each cart line, the units that showroom holds. The summary keeps
 * the lines whose qty fits; the others stay in the cart for another checkout.
 */
export async function checkShowroomStock(owner: CartOwner, showroomId: number): Promise<Result<{ cart_items_availability: { id: number; qty: number }[] }>> {
  const db = await getDb();
  await expireOverdueOrders(db);
  const showroom = await findShowroom(db, showroomId);
  if (!showroom) return fail(404, MSG.extra.showroomInvalid, { showroom_id: MSG.extra.showroomInvalid });
  const lines = await loadCartLines(db, owner);
  if (lines.length === 0) return fail(400, CHECKOUT_MSG.cartEmpty);
  const stockMap = await loadStockMap(db, lines, showroomId);
  return ok({ cart_items_availability: lines.map((line) => ({ id: line.id, qty: stockMap.qtyAt(showroomId, line) })) });
}
