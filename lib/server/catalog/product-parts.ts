import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { productImages, productSizes, products, stock } from "@/lib/db/schema";
import type { ProductSize, ProductSummary } from "@/lib/domain/catalog/contract";
import { toProductSummary } from "./mappers";

type ProductRow = typeof products.$inferSelect;

/** Images and sizes (with availability across all showrooms) for a page of products, in two queries. */
export async function withImagesAndSizes(db: Queryable, rows: ProductRow[]): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, sizes] = await Promise.all([
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
  ]);
  return rows.map((row) => {
    const own: ProductSize[] = sizes
      .filter((size) => size.productId === row.id)
      .map((size) => ({ size_code: size.sizeCode, size_name: size.sizeName, is_available: Boolean(size.available) }));
    return toProductSummary(
      row,
      images.filter((image) => image.productId === row.id),
      own,
    );
  });
}
