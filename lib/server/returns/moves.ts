import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { orderLines, orders, returnEvents, returnLines, returnRequests, showrooms, stock } from "@/lib/db/schema";
import { canMoveReturn, RETURN_STATUS, type ReturnStatus } from "@/lib/domain/order-status";
import { deliverOutboxSoon } from "@/lib/server/messaging/send-soon";
import { notifyBackInStock } from "@/lib/server/stock/back-in-stock";
import { fail, ok, type Result } from "../result";
import type { OrderRow } from "./access";
import { queueReturnNotices } from "./mail";
import type { ReturnRow } from "./view";

/** A request by its id, or the first 8 characters of it (what `ops returns list` prints). */
export async function findReturn(ref: string): Promise<Result<ReturnRow>> {
  const id = ref.trim().toLowerCase();
  if (!/^[0-9a-f-]{8,36}$/.test(id))
    return fail(400, `"${ref}" is not a return request id (its first 8 characters or all of it).`);
  const db = await getDb();
  const rows = await db
    .select()
    .from(returnRequests)
    .where(id.length === 36 ? eq(returnRequests.publicId, id) : like(sql`${returnRequests.publicId}::text`, `${id}%`))
    .limit(2);
  if (rows.length === 0) return fail(404, `Return request ${ref} not found.`);
  if (rows.length > 1) return fail(409, `Return request ${ref} is ambiguous; use its full id.`);
  return ok(rows[0]!);
}

const short = (r: ReturnRow) => r.publicId.slice(0, 8);

/**
 * Moves a request from the state read to `to` in one transaction, conditional on that state (two staff members
 * racing: the second is told it changed meanwhile), recorded in return_events and mailed to the shopper in the
 * order's language; `change` and `after` add the move's own writes to the same transaction.
 */
export async function moveReturn(
  ref: string,
  to: ReturnStatus,
  note: string | null,
  change: Partial<ReturnRow> = {},
  after?: (tx: Tx, request: ReturnRow, order: OrderRow) => Promise<void>,
): Promise<Result<ReturnRow>> {
  const found = await findReturn(ref);
  if (!found.ok) return found;
  const request = found.data;
  if (!canMoveReturn(request.status, to))
    return fail(409, `Return ${short(request)} is ${request.status}; it cannot become ${to}.`);
  const db = await getDb();
  const moved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(returnRequests)
      .set({ ...change, status: to, updatedAt: new Date() })
      .where(and(eq(returnRequests.id, request.id), eq(returnRequests.status, request.status)))
      .returning();
    if (!row) return null;
    await tx.insert(returnEvents).values({ requestId: row.id, fromStatus: request.status, toStatus: to, note });
    const [order] = await tx.select().from(orders).where(eq(orders.id, row.orderId));
    if (after) await after(tx, row, order!);
    await queueReturnNotices(tx, order!, row);
    return row;
  });
  if (!moved) return fail(409, `Return ${short(request)} changed meanwhile; show it again and retry.`);
  deliverOutboxSoon();
  return ok(moved);
}

/** REQUESTED → APPROVED. */
export function approveReturn(ref: string) {
  return moveReturn(ref, RETURN_STATUS.approved, null);
}

/** REQUESTED → REJECTED with the reason the shopper reads; the lines are free for another request. */
export function rejectReturn(ref: string, reason: string) {
  const text = reason.trim();
  if (text.length < 3 || text.length > 500)
    return Promise.resolve(fail(400, "A rejection needs a reason (3 to 500 characters)."));
  return moveReturn(ref, RETURN_STATUS.rejected, text, { rejectReason: text }, async (tx, row) => {
    await tx.update(returnLines).set({ open: false }).where(eq(returnLines.requestId, row.id));
  });
}

/**
 * APPROVED → RECEIVED with the item's condition; with a showroom, the returned units are resaleable and go back into
 * that showroom's stock in the same transaction (back-in-stock requests are mailed as a restock does).
 */
export async function receiveReturn(ref: string, condition: string, restockShowroomId?: number) {
  const text = condition.trim();
  if (text.length < 2 || text.length > 500) return fail(400, "Record the item's condition (2 to 500 characters).");
  if (restockShowroomId !== undefined) {
    const db = await getDb();
    const [room] = await db.select({ id: showrooms.id }).from(showrooms).where(eq(showrooms.id, restockShowroomId));
    if (!room) return fail(404, `No showroom ${restockShowroomId}.`);
  }
  const note = restockShowroomId !== undefined ? `${text} (back in stock at showroom ${restockShowroomId})` : text;
  return moveReturn(ref, RETURN_STATUS.received, note, { condition: text }, async (tx, row) => {
    if (restockShowroomId === undefined) return;
    const lines = await tx
      .select({
        id: returnLines.id,
        qty: returnLines.qty,
        productId: orderLines.productId,
        sizeCode: orderLines.sizeCode,
      })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(eq(returnLines.requestId, row.id));
    for (const l of lines) {
      await tx
        .insert(stock)
        .values({ showroomId: restockShowroomId, productId: l.productId, sizeCode: l.sizeCode, qty: l.qty })
        .onConflictDoUpdate({
          target: [stock.showroomId, stock.productId, stock.sizeCode],
          set: { qty: sql`${stock.qty} + excluded.qty` },
        });
      await tx.update(returnLines).set({ restockedQty: l.qty }).where(eq(returnLines.id, l.id));
      await notifyBackInStock(tx, l.productId, [l.sizeCode]);
    }
  });
}
