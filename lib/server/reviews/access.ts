import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/types";
import { orderLines, orders, reviewPhotos, reviews } from "@/lib/db/schema";
import { ORDER_STATUS } from "@/lib/domain/order-status";
import type { OwnReview } from "@/lib/domain/reviews/contract";
import { REVIEWS_MSG } from "@/lib/domain/reviews/messages";
import { fail, type Failure, type Result } from "../result";

export type ReviewRow = typeof reviews.$inferSelect;
export type PhotoRow = typeof reviewPhotos.$inferSelect;

/** The address a published review's photo is served at (app/api/review-photos/[id]/route.ts). */
export const photoUrl = (publicId: string) => `/api/review-photos/${publicId}`;

/** A refusal with its `reviews.*` code and the template's values. */
export function coded(
  status: Failure["status"],
  code: keyof typeof REVIEWS_MSG,
  params: Record<string, string | number> = {},
): { ok: false; error: Failure } {
  let message: string = REVIEWS_MSG[code];
  for (const [k, v] of Object.entries(params)) message = message.replace(`{${k}}`, String(v));
  const refusal = fail(status, message);
  refusal.error.code = `reviews.${code}`;
  if (Object.keys(params).length) refusal.error.params = params;
  return refusal;
}

/**
 * The shopper's latest completed order line of the product: what makes them a buyer who may review it (an order of
 * theirs in COMPLETED, docs/orders.md), and the size shown on the review. Null for anyone else.
 */
export async function completedPurchase(
  db: Db | Tx,
  userId: number,
  productId: number,
): Promise<{ lineId: number; sizeCode: string } | null> {
  const [line] = await db
    .select({ lineId: orderLines.id, sizeCode: orderLines.sizeCode })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.trxStatus, ORDER_STATUS.completed), eq(orderLines.productId, productId)),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return line ?? null;
}

/** The shopper's own review by its public id; another shopper's is not found (404, saying nothing of it). */
export async function ownReviewRow(db: Db | Tx, userId: number, publicId: string): Promise<Result<ReviewRow>> {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.publicId, publicId), eq(reviews.userId, userId)))
    .limit(1);
  return row ? { ok: true, data: row } : coded(404, "notFound");
}

export async function photosOf(db: Db | Tx, reviewId: number): Promise<PhotoRow[]> {
  return db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, reviewId)).orderBy(reviewPhotos.id);
}

/** The review as its writer sees it, whatever its state. */
export function ownView(row: ReviewRow, photos: PhotoRow[]): OwnReview {
  return {
    id: row.publicId,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: row.authorName,
    size_code: row.sizeCode,
    verified_buyer: true,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    photos: photos.map((p) => ({ id: p.publicId, url: photoUrl(p.publicId) })),
  };
}
