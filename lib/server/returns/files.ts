import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Db, Tx } from "@/lib/db/types";
import { returnFiles, returnRequests } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import { RETURN_STATUS } from "@/lib/domain/order-status";
import { RETURNS_MSG } from "@/lib/domain/returns/messages";
import { RETURN_POLICY } from "@/lib/domain/returns/policy";
import { consume, tooMany } from "@/lib/server/limits";
import { fileStore, randomName, storeUpload, type UploadRefusal } from "@/lib/server/storage";
import { fail, type Result } from "../result";
import { requestByToken } from "./access";
import { coded } from "./requests";
import { returnSettings } from "./settings";

export interface ReturnFileInput {
  requestId: string;
  kind: "photo" | "video";
  name: string;
  token: string | null;
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | null;
  client: string;
}

/** The refusal of a bad file, naming it as the shopper sent it. */
function refusalOf(r: UploadRefusal): Result<never> {
  switch (r.reason) {
    case "too_large":
      return coded(413, "fileTooLarge", { file: r.fileName, limit: r.limitMb });
    case "wrong_type":
      return coded(415, r.kind === "photo" ? "notPhoto" : "notVideo", { file: r.fileName });
    case "heic":
      return coded(415, "heic", { file: r.fileName });
    case "unreadable":
      return coded(415, "unreadable", { file: r.fileName });
    case "empty":
      return coded(400, "fileEmpty", { file: r.fileName });
  }
}

/**
 * POST return-files: one photo or the video of a DRAFT request, the body streamed to the file store (bounded while
 * read, typed by its bytes, a photo's GPS stripped: lib/server/storage/upload.ts). A refused file leaves nothing;
 * a file kept but not recorded (the request was sent meanwhile) is removed again. A failed upload is retried by
 * sending the same file again: nothing of the failed one stays.
 */
export async function uploadReturnFile(
  input: ReturnFileInput,
): Promise<Result<{ id: number; kind: "photo" | "video"; file_name: string; size: number }>> {
  const discard = () => input.body?.cancel().catch(() => undefined);
  const db = await getDb();
  const found = await requestByToken(db, input.requestId, input.token);
  if (!found.ok) {
    await discard();
    return found;
  }
  const request = found.data;
  if (request.status !== RETURN_STATUS.draft) {
    await discard();
    return fail(409, RETURNS_MSG.alreadySent);
  }
  for (const key of [
    ["address", input.client],
    ["request", request.publicId],
  ]) {
    const verdict = await consume("returnUploads", key);
    if (!verdict.ok) {
      await discard();
      return tooMany(verdict, LIMIT_MSG.tooMany);
    }
  }
  // Checked before the bytes are read, and again under the request's lock before the file is recorded: uploads
  // sent at once each pass the first check.
  const full = await kindFull(db, request.id, input.kind);
  if (full) {
    await discard();
    return full;
  }
  const limits = returnSettings();
  const stored = await storeUpload(input.body, fileStore(), {
    kind: input.kind,
    fileName: input.name,
    maxBytes: input.kind === "photo" ? limits.photoMaxBytes : limits.videoMaxBytes,
    declaredLength: input.declaredLength,
    keyFor: (ext) => `returns/${request.publicId}/${input.kind}-${randomName()}.${ext}`,
  });
  if (!stored.ok) return refusalOf(stored.refusal);
  const row = await db.transaction(async (tx): Promise<Result<typeof returnFiles.$inferSelect>> => {
    // Still a draft: the submit reads the files under the same row lock.
    const [locked] = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.id, request.id), eq(returnRequests.status, RETURN_STATUS.draft)))
      .for("update");
    if (!locked) return fail(409, RETURNS_MSG.alreadySent);
    const full = await kindFull(tx, request.id, input.kind);
    if (full) return full;
    const [file] = await tx
      .insert(returnFiles)
      .values({
        requestId: request.id,
        kind: input.kind,
        storageKey: stored.file.key,
        contentType: stored.file.contentType,
        size: stored.file.size,
        fileName: input.name,
      })
      .returning();
    return { ok: true, data: file! };
  });
  if (!row.ok) {
    await fileStore()
      .delete(stored.file.key)
      .catch(() => undefined);
    return row;
  }
  const file = row.data;
  return { ok: true, data: { id: file.id, kind: file.kind, file_name: file.fileName, size: file.size } };
}

/** The refusal when the request already holds as many files of this kind as it may (five photos, one video). */
async function kindFull(db: Db | Tx, requestId: number, kind: "photo" | "video"): Promise<Result<never> | null> {
  const have = await db
    .select({ id: returnFiles.id })
    .from(returnFiles)
    .where(and(eq(returnFiles.requestId, requestId), eq(returnFiles.kind, kind)));
  if (kind === "photo" && have.length >= RETURN_POLICY.photosMax) return fail(409, RETURNS_MSG.tooManyPhotos);
  if (kind === "video" && have.length >= RETURN_POLICY.videos) return fail(409, RETURNS_MSG.oneVideo);
  return null;
}
