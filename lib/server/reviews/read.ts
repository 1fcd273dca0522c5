import "server-only";
import { and, count, desc, eq, exists, inArray, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { products, reviewPhotos, reviews } from "@/lib/db/schema";
import { summarizeRatings, type RatingSummary } from "@/lib/domain/reviews/aggregate";
import type { ProductReviews, PublicReview } from "@/lib/domain/reviews/contract";
import type { ProductReviewsQuery } from "@/lib/domain/reviews/inputs";
import { REVIEW_POLICY } from "@/lib/domain/reviews/policy";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";
import { catalogCache } from "../cache/catalog-cache";
import { ok, type Result } from "../result";
import { coded, photoUrl } from "./access";

const published = eq(reviews.status, "PUBLISHED");

/** The rating summaries of some products from their published reviews (cards, the product page, JSON-LD). */
export async function ratingSummaries(productIds: readonly number[]): Promise<Map<number, RatingSummary>> {
  const out = new Map<number, RatingSummary>();
  if (productIds.length === 0) return out;
  const db = await getDb();
  const rows = await db
    .select({ productId: reviews.productId, rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(inArray(reviews.productId, [...productIds]), published))
    .groupBy(reviews.productId, reviews.rating);
  const byProduct = new Map<number, { rating: number; count: number }[]>();
  for (const r of rows) {
    const list = byProduct.get(r.productId) ?? [];
    list.push({ rating: r.rating, count: Number(r.count) });
    byProduct.set(r.productId, list);
  }
  for (const [id, counts] of byProduct) out.set(id, summarizeRatings(counts));
  return out;
}

const EMPTY: RatingSummary = { count: 0, average: 0, distribution: [0, 0, 0, 0, 0] };

/** GET product-reviews: the summary and one page of the published reviews, in the chosen order. */
export async function productReviews(query: ProductReviewsQuery): Promise<Result<ProductReviews>> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, query.product_id), eq(products.isActive, true)))
    .limit(1);
  if (!product) return coded(404, "productNotFound");
  const summary = (await ratingSummaries([query.product_id])).get(query.product_id) ?? EMPTY;
  const hasPhoto = exists(
    db
      .select({ one: sql`1` })
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, reviews.id)),
  );
  const where = and(eq(reviews.productId, query.product_id), published, query.sort === "PHOTOS" ? hasPhoto : undefined);
  const order =
    query.sort === "HIGHEST"
      ? [desc(reviews.rating), desc(reviews.publishedAt), desc(reviews.id)]
      : [desc(reviews.publishedAt), desc(reviews.id)];
  const size = REVIEW_POLICY.pageSize;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  const photos = rows.length
    ? await db
        .select()
        .from(reviewPhotos)
        .where(
          inArray(
            reviewPhotos.reviewId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(reviewPhotos.id)
    : [];
  const list: PublicReview[] = rows.map((r) => ({
    id: r.publicId,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author: r.authorName,
    size_code: r.sizeCode,
    verified_buyer: true,
    published_at: (r.publishedAt ?? r.updatedAt).toISOString(),
    photos: photos.filter((p) => p.reviewId === r.id).map((p) => ({ id: p.publicId, url: photoUrl(p.publicId) })),
  }));
  return ok({
    summary,
    reviews: list,
    page: query.page,
    page_count: Math.max(1, Math.ceil(Number(total) / size)),
  });
}

/**
 * The product page's reviews: its summary and newest page, kept in the catalogue cache under the product's tag, so
 * a review published, edited or approved refreshes it with the page (lib/server/reviews/refresh.ts).
 */
export async function productPageReviews(productId: number): Promise<ProductReviews | null> {
  "use cache";
  catalogCache(CACHE_TAGS.products, productTag(productId));
  const found = await productReviews({ product_id: productId, sort: "NEWEST", page: 1 });
  return found.ok ? found.data : null;
}
