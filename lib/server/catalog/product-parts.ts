import "server-only";
import { and, asc, count, eq, inArray, sql, sum } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { productImages, productSizes, products, reviews, stock } from "@/lib/db/schema";
import type { ProductSize, ProductSummary } from "@/lib/domain/catalog/contract";
import { toProductSummary } from "./mappers";
import { styleColours } from "./style-colours";

type ProductRow = typeof products.$inferSelect;

/**
 * Images, sizes (with availability across all showrooms), the rating and the styles' colours of a page of products,
 * in four queries. The rating is computed from the published reviews, not kept on the product
 * (docs/adr/0014-real-ratings.md).
 */
export async function withImagesAndSizes(db: Queryable, rows: ProductRow[]): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, sizes, ratings, colours] = await Promise.all([
    db
      .select({
        productId: productImages.productId,
        imageUrl: productImages.imageUrl,
        imageType: productImages.imageType,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.sortOrder), asc(productImages.id)),
    db
      .select({
        productId: productSizes.productId,
        sizeCode: productSizes.sizeCode,
        sizeName: productSizes.sizeName,
        available: sql<boolean>`coalesce(sum(${stock.qty}), 0) > 0`,
      })
      .from(productSizes)
      .leftJoin(stock, and(eq(stock.productId, productSizes.productId), eq(stock.sizeCode, productSizes.sizeCode)))
      .where(inArray(productSizes.productId, ids))
      .groupBy(productSizes.id)
      .orderBy(asc(productSizes.productId), asc(productSizes.sortOrder), asc(productSizes.id)),
    db
      .select({ productId: reviews.productId, count: count(), sum: sum(reviews.rating) })
      .from(reviews)
      .where(and(inArray(reviews.productId, ids), eq(reviews.status, "PUBLISHED")))
      .groupBy(reviews.productId),
    styleColours(db, rows),
  ]);
  const rated = new Map(ratings.map((r) => [r.productId, { count: Number(r.count), sum: Number(r.sum) }]));
  return rows.map((row) => {
    const own: ProductSize[] = sizes
      .filter((size) => size.productId === row.id)
      .map((size) => ({ size_code: size.sizeCode, size_name: size.sizeName, is_available: Boolean(size.available) }));
    return toProductSummary(
      row,
      images.filter((image) => image.productId === row.id),
      own,
      rated.get(row.id),
      (row.style && colours.get(row.style)) || [],
    );
  });
}
