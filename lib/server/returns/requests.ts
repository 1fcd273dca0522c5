import "server-only";
import { and, asc, desc, eq, inArray, sum } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Db } from "@/lib/db/types";
import { isUniqueViolation } from "@/lib/db/errors";
import { orderLines, returnEvents, returnFiles, returnLines, returnRequests, showrooms } from "@/lib/db/schema";
import { ORDER_STATUS, RETURN_STATUS } from "@/lib/domain/order-status";
import type { OrderReturns } from "@/lib/domain/returns/contract";
import type { CreateReturnInput } from "@/lib/domain/returns/inputs";
import { RETURNS_MSG } from "@/lib/domain/returns/messages";
import { latestDeadline, returnDeadline, withinWindow } from "@/lib/domain/returns/policy";
import { wibDateTime } from "@/lib/domain/wib";
import type { Payer } from "@/lib/server/checkout/pay-again";
import { consume, tooMany } from "@/lib/server/limits";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { fileStore } from "@/lib/server/storage";
import { fail, ok, type Failure, type Result } from "../result";
import { newUploadToken, ownedOrder, type OrderRow } from "./access";
import { encryptBankDetails } from "./bank-details";
import { returnSettings } from "./settings";
import { viewRequests } from "./view";

const minute = (d: Date) => wibDateTime(d).slice(0, 16);

/** A refusal with one of the returns messages, its code and its values. */
export function coded(
  status: Failure["status"],
  code: keyof typeof RETURNS_MSG,
  params: Record<string, string | number>,
) {
  let message: string = RETURNS_MSG[code];
  for (const [k, v] of Object.entries(params)) message = message.replace(`{${k}}`, String(v));
  const refusal = fail(status, message);
  refusal.error.code = `returns.${code}`;
  refusal.error.params = params;
  return refusal;
}

/** Whether the order was received and this reason is still in its window; the refusal says until when it was. */
export function eligibility(order: OrderRow, reason: CreateReturnInput["reason"], now: Date): Result<Date> {
  if (order.trxStatus !== ORDER_STATUS.completed || !order.receivedAt) return fail(409, RETURNS_MSG.notReceived);
  const deadline = returnDeadline(order.receivedAt, reason);
  if (withinWindow(order.receivedAt, reason, now)) return ok(deadline);
  return coded(409, "windowClosed", { deadline: minute(deadline) });
}

/** POST returns-of-order: whether the order can be returned, until when, its lines and its requests. */
export async function readOrderReturns(payer: Payer, trxRef: string, now = new Date()): Promise<Result<OrderReturns>> {
  const db = await getDb();
  const found = await ownedOrder(db, payer, trxRef);
  if (!found.ok) return found;
  const order = found.data;
  const [lines, requests, rooms] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(returnRequests).where(eq(returnRequests.orderId, order.id)).orderBy(desc(returnRequests.id)),
    db
      .select({ id: showrooms.id, name: showrooms.showroomName })
      .from(showrooms)
      .where(and(eq(showrooms.isActive, true), eq(showrooms.isHub, false)))
      .orderBy(asc(showrooms.id)),
  ]);
  const held =
    lines.length > 0
      ? await db
          .select({ lineId: returnLines.orderLineId })
          .from(returnLines)
          .where(
            and(
              eq(returnLines.open, true),
              inArray(
                returnLines.orderLineId,
                lines.map((l) => l.id),
              ),
            ),
          )
      : [];
  const heldIds = new Set(held.map((h) => h.lineId));
  const returnable = await returnableUnits(db, lines);
  const received = order.trxStatus === ORDER_STATUS.completed && order.receivedAt ? order.receivedAt : null;
  const limits = returnSettings();
  return ok({
    received_at: received ? wibDateTime(received) : null,
    deadlines: received
      ? {
          defect: wibDateTime(returnDeadline(received, "wrong_item")),
          damage: wibDateTime(returnDeadline(received, "damaged_in_transit")),
        }
      : null,
    can_request: received !== null && now.getTime() <= latestDeadline(received).getTime(),
    lines: lines.map((l) => ({
      line_id: l.id,
      product_name: l.productName,
      size_code: l.sizeCode,
      qty: l.qty,
      returnable_qty: returnable.get(l.id)!,
      open_request: heldIds.has(l.id),
    })),
    limits: { photo_max_bytes: limits.photoMaxBytes, video_max_bytes: limits.videoMaxBytes },
    showrooms: rooms,
    requests: await viewRequests(
      db,
      requests.filter((r) => r.status !== RETURN_STATUS.draft),
    ),
  });
}

/**
 * The units of each order line the shopper may still ask to return: those bought, less those earlier requests
 * refunded (a line bought twice may be returned twice).
 */
async function returnableUnits(db: Db, lines: { id: number; qty: number }[]): Promise<Map<number, number>> {
  const refunded =
    lines.length === 0
      ? []
      : await db
          .select({ lineId: returnLines.orderLineId, units: sum(returnLines.qty).mapWith(Number) })
          .from(returnLines)
          .innerJoin(returnRequests, eq(returnRequests.id, returnLines.requestId))
          .where(
            and(
              eq(returnRequests.status, RETURN_STATUS.refunded),
              inArray(
                returnLines.orderLineId,
                lines.map((l) => l.id),
              ),
            ),
          )
          .groupBy(returnLines.orderLineId);
  const done = new Map(refunded.map((r) => [r.lineId, r.units]));
  return new Map(lines.map((l) => [l.id, Math.max(0, l.qty - (done.get(l.id) ?? 0))]));
}

export interface CreatedDraft {
  request: Awaited<ReturnType<typeof viewRequests>>[number];
  upload_token: string;
}

/**
 * POST returns: a DRAFT request for lines of a received order within the reason's window. One request per line at
 * a time (a partial unique index on the open lines, so two racing requests cannot both hold a line); a line held by
 * an unsent draft of the same order is handed to the new draft, whose files replace the old one's. The draft's files
 * follow (files.ts), then submit.ts sends it.
 */
export async function createReturnDraft(
  payer: Payer,
  input: CreateReturnInput,
  client: string,
  now = new Date(),
): Promise<Result<CreatedDraft>> {
  const shopperKey = payer.auth ? `user:${payer.auth.userId}` : `order:${input.trx_ref}`;
  for (const key of [
    ["address", client],
    ["shopper", shopperKey],
  ]) {
    const verdict = await consume("returns", key);
    if (!verdict.ok) return tooMany(verdict, LIMIT_MSG.tooMany);
  }
  const db = await getDb();
  const found = await ownedOrder(db, payer, input.trx_ref);
  if (!found.ok) return found;
  const order = found.data;
  const window = eligibility(order, input.reason, now);
  if (!window.ok) return window;

  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const byId = new Map(lines.map((l) => [l.id, l]));
  const returnable = await returnableUnits(db, lines);
  for (const want of input.lines) {
    const line = byId.get(want.line_id);
    if (!line) return fail(400, RETURNS_MSG.lineUnknown, { lines: RETURNS_MSG.lineUnknown });
    const left = returnable.get(line.id)!;
    if (want.qty > left) return coded(400, "qtyTooHigh", { qty: left, product: line.productName });
  }
  if (new Set(input.lines.map((l) => l.line_id)).size !== input.lines.length)
    return fail(400, RETURNS_MSG.lineUnknown, { lines: RETURNS_MSG.lineUnknown });
  if (input.method === "drop_off") {
    const [room] = await db.select({ id: showrooms.id }).from(showrooms).where(eq(showrooms.id, input.showroom_id!));
    if (!room) return fail(400, RETURNS_MSG.showroomRequired, { showroom_id: RETURNS_MSG.showroomRequired });
  }

  const token = newUploadToken();
  const replacedKeys: string[] = [];
  try {
    const made = await db.transaction(async (tx) => {
      const taken = await tx
        .select({ lineId: returnLines.orderLineId, requestId: returnRequests.id, status: returnRequests.status })
        .from(returnLines)
        .innerJoin(returnRequests, eq(returnRequests.id, returnLines.requestId))
        .where(
          and(
            eq(returnLines.open, true),
            inArray(
              returnLines.orderLineId,
              input.lines.map((l) => l.line_id),
            ),
          ),
        );
      const blocking = taken.find((t) => t.status !== RETURN_STATUS.draft);
      if (blocking) return { taken: byId.get(blocking.lineId)! };
      const drafts = [...new Set(taken.map((t) => t.requestId))];
      if (drafts.length > 0) {
        const files = await tx.select().from(returnFiles).where(inArray(returnFiles.requestId, drafts));
        replacedKeys.push(...files.map((f) => f.storageKey));
        await tx.delete(returnRequests).where(inArray(returnRequests.id, drafts));
      }
      const [row] = await tx
        .insert(returnRequests)
        .values({
          orderId: order.id,
          status: RETURN_STATUS.draft,
          reason: input.reason,
          description: input.description,
          tagsAttached: input.tags_attached,
          method: input.method,
          showroomId: input.method === "drop_off" ? input.showroom_id! : null,
          parcelReceipt: input.method === "parcel" ? input.parcel_receipt || null : null,
          parcelCost: input.method === "parcel" ? (input.parcel_cost ?? null) : null,
          uploadTokenHash: token.hash,
          clientAddress: client,
          bankDetailsEnc: input.bank ? encryptBankDetails(input.bank) : null,
        })
        .returning();
      await tx
        .insert(returnLines)
        .values(input.lines.map((l) => ({ requestId: row!.id, orderLineId: l.line_id, qty: l.qty })));
      await tx.insert(returnEvents).values({ requestId: row!.id, fromStatus: null, toStatus: RETURN_STATUS.draft });
      return { row: row! };
    });
    if ("taken" in made && made.taken)
      return coded(409, "lineTaken", { product: made.taken.productName, size: made.taken.sizeCode });
    if (!("row" in made) || !made.row) throw new Error("return draft not written");
    await Promise.all(
      replacedKeys.map((k) =>
        fileStore()
          .delete(k)
          .catch(() => undefined),
      ),
    );
    const [view] = await viewRequests(db, [made.row]);
    return ok({ request: view!, upload_token: token.token });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const line = byId.get(input.lines[0]!.line_id)!;
    return coded(409, "lineTaken", { product: line.productName, size: line.sizeCode });
  }
}
