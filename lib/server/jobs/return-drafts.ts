import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "@/lib/db/types";
import { returnFiles, returnRequests } from "@/lib/db/schema";
import { RETURN_STATUS } from "@/lib/domain/order-status";
import { RETURN_POLICY } from "@/lib/domain/returns/policy";
import { log } from "@/lib/server/log";
import { fileStore } from "@/lib/server/storage";

/** Drafts deleted per round: a backlog is worked off over the next rounds. */
const BATCH = 100;

/**
 * Return drafts the shopper never sent, older than RETURN_POLICY.draftHours: deleted with their lines, events and
 * file rows (the foreign keys cascade), which frees the lines they held, then their files are removed from the store.
 * Only a draft still a draft when deleted goes, so a submit racing the job wins or finds its draft gone. A file the
 * store fails to remove is logged and left (no row names it any more). Returns how many drafts were deleted.
 */
export async function expireReturnDrafts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RETURN_POLICY.draftHours * 3600_000);
  const { drafts, keys } = await db.transaction(async (tx) => {
    // Locked while still drafts: the submit takes the same row lock.
    const stale = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.status, RETURN_STATUS.draft), lt(returnRequests.createdAt, before)))
      .orderBy(returnRequests.id)
      .limit(BATCH)
      .for("update");
    if (stale.length === 0) return { drafts: 0, keys: [] };
    const ids = stale.map((r) => r.id);
    const files = await tx
      .select({ key: returnFiles.storageKey })
      .from(returnFiles)
      .where(inArray(returnFiles.requestId, ids));
    await tx.delete(returnRequests).where(inArray(returnRequests.id, ids));
    return { drafts: ids.length, keys: files.map((f) => f.key) };
  });
  for (const key of keys) {
    await fileStore()
      .delete(key)
      .catch((error: unknown) => log.warn({ job: "return_drafts", key, err: error }, "a draft's file was not removed"));
  }
  return drafts;
}
