import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products, reviews, users } from "@/lib/db/schema";
import { LIMIT_MSG } from "@/lib/domain/limit-messages";
import type { MyReviewState, OwnReview } from "@/lib/domain/reviews/contract";
import type { ReviewInput } from "@/lib/domain/reviews/inputs";
import { firstName } from "@/lib/domain/reviews/policy";
import { checkReviewText } from "@/lib/domain/reviews/text-check";
import { consume, tooMany } from "@/lib/server/limits";
import { ok, type Result } from "../result";
import { coded, completedPurchase, ownView, photosOf } from "./access";

/** What a write did: the review, and whether the public pages must refresh (its published face changed). */
export interface Written {
  review: OwnReview;
  productId: number;
  publicChanged: boolean;
}

/**
 * POST reviews: the shopper's review of a product bought in a completed order of theirs. One review per product and
 * shopper: a second POST edits the first (the same form writes and edits). The text check decides its state:
 * flagged (a link, a phone number, a word of the list) it waits as PENDING for the staff, else it is PUBLISHED at
 * once. An edit is checked again, so a published review edited into a flagged one leaves the page until approved.
 */
export async function writeReview(userId: number, input: ReviewInput, client: string): Promise<Result<Written>> {
  for (const key of [
    ["user", String(userId)],
    ["address", client],
  ]) {
    const verdict = await consume("reviews", key);
    if (!verdict.ok) return tooMany(verdict, LIMIT_MSG.tooMany);
  }
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.product_id), eq(products.isActive, true)))
    .limit(1);
  if (!product) return coded(404, "productNotFound");
  const purchase = await completedPurchase(db, userId, input.product_id);
  if (!purchase) return coded(403, "notBuyer");
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);

  const flags = checkReviewText(input.title, input.body);
  const status = flags.length ? "PENDING" : "PUBLISHED";
  const now = new Date();
  const values = {
    rating: input.rating,
    title: input.title,
    body: input.body,
    authorName: firstName(user?.name ?? ""),
    orderLineId: purchase.lineId,
    sizeCode: purchase.sizeCode,
    status,
    flagReason: flags.length ? flags.join(",") : null,
    rejectReason: null,
    updatedAt: now,
    publishedAt: status === "PUBLISHED" ? now : null,
  } as const;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: reviews.status })
      .from(reviews)
      .where(and(eq(reviews.productId, input.product_id), eq(reviews.userId, userId)))
      .for("update");
    // One row per product and shopper (reviews_product_user_uq): a second write lands on the first.
    const [row] = await tx
      .insert(reviews)
      .values({ productId: input.product_id, userId, ...values })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: {
          ...values,
          // An edit that stays published keeps its first publication date (the list's "newest" order).
          publishedAt:
            status === "PUBLISHED" ? sql`coalesce(${reviews.publishedAt}, ${now.toISOString()}::timestamptz)` : null,
        },
      })
      .returning();
    const publicChanged = before?.status === "PUBLISHED" || status === "PUBLISHED";
    return ok({ review: ownView(row!, await photosOf(tx, row!.id)), productId: input.product_id, publicChanged });
  });
}

/** POST my-review: whether the shopper may review the product, and the review they wrote (any state). */
export async function myReview(userId: number, productId: number): Promise<Result<MyReviewState>> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)))
    .limit(1);
  const purchase = await completedPurchase(db, userId, productId);
  return ok({
    can_review: purchase !== null,
    review: row ? ownView(row, await photosOf(db, row.id)) : null,
  });
}
