import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { productSizes, products, stock } from "@/lib/db/schema";
import type { ProductStock } from "@/lib/domain/catalog/contract";
import { CATALOG_MSG } from "@/lib/domain/catalog/messages";
import { unitsLeftShown } from "@/lib/domain/catalog/scarcity";
import { fail, ok, type Result } from "../result";

/** A product's sizes with their stock across all showrooms, read live (the product page's cached HTML may be older). */
export async function productSizeStock(productId: number): Promise<Result<ProductStock>> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) return fail(404, CATALOG_MSG.productNotFound);
  const rows = await db
    .select({ sizeCode: productSizes.sizeCode, total: sql<number>`coalesce(sum(${stock.qty}), 0)::int` })
    .from(productSizes)
    .leftJoin(stock, and(eq(stock.productId, productSizes.productId), eq(stock.sizeCode, productSizes.sizeCode)))
    .where(eq(productSizes.productId, productId))
    .groupBy(productSizes.id)
    .orderBy(asc(productSizes.sortOrder), asc(productSizes.id));
  return ok({
    sizes: rows.map((r) => ({
      size_code: r.sizeCode,
      is_available: Number(r.total) > 0,
      units_left: unitsLeftShown(Number(r.total)),
    })),
  });
}
