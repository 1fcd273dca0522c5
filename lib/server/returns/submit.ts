import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders, returnEvents, returnFiles, returnRequests } from "@/lib/db/schema";
import { RETURN_STATUS } from "@/lib/domain/order-status";
import type { ReturnRequestView } from "@/lib/domain/returns/contract";
import { RETURNS_MSG } from "@/lib/domain/returns/messages";
import { RETURN_POLICY, type ReturnReason } from "@/lib/domain/returns/policy";
import { deliverOutboxSoon } from "@/lib/server/messaging/send-soon";
import { fail, ok, type Result } from "../result";
import { requestByToken } from "./access";
import { queueReturnNotices } from "./mail";
import { eligibility } from "./requests";
import { viewRequests } from "./view";

/**
 * POST return-submit: DRAFT → REQUESTED once every file has arrived (1 to 5 photos and the video) and the window is
 * still open (it is checked again: a draft made at the last minute and sent late is refused). Conditional on the
 * draft state read, under the row lock the uploads take, so a file cannot slip in during the check.
 */
export async function submitReturn(
  publicId: string,
  token: string | null,
  now = new Date(),
): Promise<Result<ReturnRequestView>> {
  const db = await getDb();
  const found = await requestByToken(db, publicId, token);
  if (!found.ok) return found;
  if (found.data.status !== RETURN_STATUS.draft) return fail(409, RETURNS_MSG.alreadySent);
  const [order] = await db.select().from(orders).where(eq(orders.id, found.data.orderId));
  const window = eligibility(order!, found.data.reason as ReturnReason, now);
  if (!window.ok) return window;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(returnRequests)
      .where(and(eq(returnRequests.id, found.data.id), eq(returnRequests.status, RETURN_STATUS.draft)))
      .for("update");
    if (!row) return fail(409, RETURNS_MSG.alreadySent);
    const files = await tx
      .select({ kind: returnFiles.kind })
      .from(returnFiles)
      .where(eq(returnFiles.requestId, row.id));
    const photos = files.filter((f) => f.kind === "photo").length;
    const videos = files.length - photos;
    if (photos < RETURN_POLICY.photosMin || videos < RETURN_POLICY.videos) return fail(409, RETURNS_MSG.filesMissing);
    if (photos > RETURN_POLICY.photosMax) return fail(409, RETURNS_MSG.tooManyPhotos);
    if (videos > RETURN_POLICY.videos) return fail(409, RETURNS_MSG.oneVideo);
    const [sent] = await tx
      .update(returnRequests)
      .set({ status: RETURN_STATUS.requested, submittedAt: now, updatedAt: now })
      .where(and(eq(returnRequests.id, row.id), eq(returnRequests.status, RETURN_STATUS.draft)))
      .returning();
    await tx
      .insert(returnEvents)
      .values({ requestId: row.id, fromStatus: RETURN_STATUS.draft, toStatus: RETURN_STATUS.requested });
    await queueReturnNotices(tx, order!, sent!);
    return ok(sent!);
  });
  if (!outcome.ok) return outcome;
  deliverOutboxSoon();
  const [view] = await viewRequests(db, [outcome.data]);
  return ok(view!);
}
