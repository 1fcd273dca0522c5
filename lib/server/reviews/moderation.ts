import "server-only";
import { and, eq, like, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products, reviews } from "@/lib/db/schema";
import { fail, ok, type Result } from "../result";
import type { ReviewRow } from "./access";

/** A review by its public id or the id's first 8 characters (the ops tool's short form), any state. */
async function findReview(id: string): Promise<Result<ReviewRow>> {
  if (!/^[0-9a-f-]{8,36}$/i.test(id)) return fail(404, "Review not found.");
  const db = await getDb();
  const rows = await db
    .select()
    .from(reviews)
    .where(id.length === 36 ? eq(reviews.publicId, id) : like(sql`${reviews.publicId}::text`, `${id.toLowerCase()}%`))
    .limit(2);
  if (rows.length === 1) return ok(rows[0]!);
  return fail(404, rows.length ? "Several reviews start so: give more of the id." : "Review not found.");
}

/** The reviews waiting for the staff, oldest first, with their product's name. */
export async function pendingReviews(limit = 50) {
  const db = await getDb();
  return db
    .select({ review: reviews, productName: products.productName })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.status, "PENDING"))
    .orderBy(reviews.updatedAt)
    .limit(limit);
}

/**
 * `reviews approve|reject <id>`: PENDING → PUBLISHED or REJECTED, conditional on the state read (of two staff
 * members racing, the second is told it changed meanwhile). An approved review is dated from its approval.
 */
export async function moderateReview(
  id: string,
  to: "PUBLISHED" | "REJECTED",
  reason?: string,
): Promise<Result<ReviewRow>> {
  const found = await findReview(id);
  if (!found.ok) return found;
  if (found.data.status !== "PENDING") return fail(409, `The review is ${found.data.status}, not PENDING.`);
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .update(reviews)
    .set({
      status: to,
      updatedAt: now,
      publishedAt: to === "PUBLISHED" ? now : null,
      rejectReason: to === "REJECTED" ? (reason ?? null) : null,
    })
    .where(and(eq(reviews.id, found.data.id), eq(reviews.status, "PENDING")))
    .returning();
  return row ? ok(row) : fail(409, "The review changed meanwhile: look again.");
}
