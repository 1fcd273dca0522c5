import "server-only";
import { Readable } from "node:stream";
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Db, Tx } from "@/lib/db/types";
import { reviewPhotos, reviews } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import type { OwnReview } from "@/lib/domain/reviews/contract";
import { REVIEW_POLICY } from "@/lib/domain/reviews/policy";
import { consume, tooMany } from "@/lib/server/limits";
import { fileStore, randomName, storeUpload, type UploadRefusal } from "@/lib/server/storage";
import { ok, type Result } from "../result";
import { coded, ownReviewRow, ownView, photosOf, photoUrl } from "./access";

export interface ReviewPhotoInput {
  userId: number;
  reviewId: string;
  name: string;
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | null;
  client: string;
}

function refusalOf(r: UploadRefusal): Result<never> {
  switch (r.reason) {
    case "too_large":
      return coded(413, "fileTooLarge", { file: r.fileName, limit: r.limitMb });
    case "wrong_type":
      return coded(415, "notPhoto", { file: r.fileName });
    case "heic":
      return coded(415, "heic", { file: r.fileName });
    case "unreadable":
      return coded(415, "unreadable", { file: r.fileName });
    case "empty":
      return coded(400, "fileEmpty", { file: r.fileName });
  }
}

async function full(db: Db | Tx, reviewId: number): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId));
  return Number(n) >= REVIEW_POLICY.photosMax;
}

/**
 * POST review-photos: one photo of the shopper's own review, through the shop's upload reader (streamed, bounded,
 * typed by its bytes, its metadata and so its GPS location stripped: lib/server/storage/upload.ts). At most three;
 * a refused file leaves nothing, and a file kept but not recorded (the review filled meanwhile) is removed again.
 */
export async function uploadReviewPhoto(
  input: ReviewPhotoInput,
): Promise<Result<{ id: string; url: string; productId: number; published: boolean }>> {
  const discard = () => input.body?.cancel().catch(() => undefined);
  const db = await getDb();
  const found = await ownReviewRow(db, input.userId, input.reviewId);
  if (!found.ok) {
    await discard();
    return found;
  }
  const review = found.data;
  for (const key of [
    ["user", String(input.userId)],
    ["address", input.client],
  ]) {
    const verdict = await consume("reviewUploads", key);
    if (!verdict.ok) {
      await discard();
      return tooMany(verdict, LIMIT_MSG.tooMany);
    }
  }
  if (await full(db, review.id)) {
    await discard();
    return coded(409, "tooManyPhotos");
  }
  const stored = await storeUpload(input.body, fileStore(), {
    kind: "photo",
    fileName: input.name,
    maxBytes: REVIEW_POLICY.photoMaxBytes,
    declaredLength: input.declaredLength,
    keyFor: (ext) => `reviews/${review.publicId}/photo-${randomName()}.${ext}`,
  });
  if (!stored.ok) return refusalOf(stored.refusal);
  const row = await db.transaction(async (tx): Promise<Result<typeof reviewPhotos.$inferSelect>> => {
    // The review's row lock: uploads sent at once each passed the first count.
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, review.id)).for("update");
    if (await full(tx, review.id)) return coded(409, "tooManyPhotos");
    const [photo] = await tx
      .insert(reviewPhotos)
      .values({
        reviewId: review.id,
        storageKey: stored.file.key,
        contentType: stored.file.contentType,
        size: stored.file.size,
      })
      .returning();
    return ok(photo!);
  });
  if (!row.ok) {
    await fileStore()
      .delete(stored.file.key)
      .catch(() => undefined);
    return row;
  }
  return ok({
    id: row.data.publicId,
    url: photoUrl(row.data.publicId),
    productId: review.productId,
    published: review.status === "PUBLISHED",
  });
}

/** POST review-photo-remove: takes a photo off the shopper's own review, and out of the store. */
export async function removeReviewPhoto(
  userId: number,
  reviewId: string,
  photoId: string,
): Promise<Result<{ review: OwnReview; productId: number; published: boolean }>> {
  const db = await getDb();
  const found = await ownReviewRow(db, userId, reviewId);
  if (!found.ok) return found;
  const [gone] = await db
    .delete(reviewPhotos)
    .where(and(eq(reviewPhotos.reviewId, found.data.id), eq(reviewPhotos.publicId, photoId)))
    .returning();
  if (!gone) return coded(404, "notFound");
  await fileStore()
    .delete(gone.storageKey)
    .catch(() => undefined);
  return ok({
    review: ownView(found.data, await photosOf(db, found.data.id)),
    productId: found.data.productId,
    published: found.data.status === "PUBLISHED",
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/review-photos/<id>: a published review's photo, streamed from the store with long cache headers (its
 * address never changes: a new photo gets a new id). A photo of a review that is pending, rejected or unknown is
 * 404, saying nothing of which exist.
 */
export async function servePublishedPhoto(publicId: string): Promise<Response> {
  const notFound = () => new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  if (!UUID.test(publicId)) return notFound();
  const db = await getDb();
  const [photo] = await db
    .select({ key: reviewPhotos.storageKey })
    .from(reviewPhotos)
    .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
    .where(and(eq(reviewPhotos.publicId, publicId), eq(reviews.status, "PUBLISHED")))
    .limit(1);
  if (!photo) return notFound();
  const file = await fileStore().get(photo.key);
  if (!file) return notFound();
  return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      // Public, but short-lived at shared caches: a review rejected later stops being served within the hour.
      "cache-control": "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
      "x-content-type-options": "nosniff",
      "content-disposition": "inline",
    },
  });
}
