import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { orderLines, returnEvents, returnFiles, returnLines, returnRequests } from "@/lib/db/schema";
import type { ReturnRequestView } from "@/lib/domain/returns/contract";
import type { ReturnMethod, ReturnReason } from "@/lib/domain/returns/policy";
import { wibDateTime } from "@/lib/domain/wib";

export type ReturnRow = typeof returnRequests.$inferSelect;

/** Requests as their shopper sees them: lines, files, timeline (three reads whatever their number). */
export async function viewRequests(db: Queryable, rows: ReturnRow[]): Promise<ReturnRequestView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, files, events] = await Promise.all([
    db
      .select({ requestId: returnLines.requestId, line: orderLines, qty: returnLines.qty })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.requestId, ids))
      .orderBy(asc(returnLines.id)),
    db.select().from(returnFiles).where(inArray(returnFiles.requestId, ids)).orderBy(asc(returnFiles.id)),
    db.select().from(returnEvents).where(inArray(returnEvents.requestId, ids)).orderBy(asc(returnEvents.id)),
  ]);
  return rows.map((r) => ({
    id: r.publicId,
    status: r.status,
    reason: r.reason as ReturnReason,
    description: r.description,
    method: r.method as ReturnMethod,
    showroom_id: r.showroomId,
    parcel_receipt: r.parcelReceipt,
    parcel_cost: r.parcelCost,
    lines: lines
      .filter((l) => l.requestId === r.id)
      .map((l) => ({ line_id: l.line.id, product_name: l.line.productName, size_code: l.line.sizeCode, qty: l.qty })),
    files: files
      .filter((f) => f.requestId === r.id)
      .map((f) => ({ id: f.id, kind: f.kind, file_name: f.fileName, size: f.size })),
    reject_reason: r.rejectReason,
    refund_amount: r.refundAmount,
    timeline: events
      .filter((e) => e.requestId === r.id)
      .map((e) => ({ status: e.toStatus, note: e.note, at: wibDateTime(e.createdAt) })),
  }));
}
