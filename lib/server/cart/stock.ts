import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { MAX_QTY } from "@/lib/domain/constants";
import { MSG } from "@/lib/domain/messages";
import { productSizes, products, showrooms, stock } from "@/lib/db/schema";
import { fail, ok, type Result } from "../result";
import { findActiveProduct } from "./active-product";
import { CART_MSG } from "@/lib/domain/cart/messages";
import { unitsLeftShown } from "@/lib/domain/catalog/scarcity";

export interface SizeInStock {
  productId: number;
  sizeCode: string;
  /** Units of this size on hand across every active showroom. */
  totalStock: number;
}

/** The units on hand of one product size across all active showrooms (0 when none). */
async function totalStockOf(db: Queryable, productId: number, sizeCode: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${stock.qty}), 0)::int` })
    .from(stock)
    .innerJoin(showrooms, eq(showrooms.id, stock.showroomId))
    .where(and(eq(stock.productId, productId), eq(stock.sizeCode, sizeCode), eq(showrooms.isActive, true)));
  return Number(row?.total ?? 0);
}

/**
 * A size a shopper may put in the cart: the product exists and is on sale, the size exists for it and is in
 * stock somewhere. Unknown products get the spec's 'Item is not valid.'.
 */
export async function findSizeToSell(db: Queryable, productId: number, sizeCode: string): Promise<Result<SizeInStock>> {
  const product = await findActiveProduct(db, productId);
  if (!product.ok) return product;
  const [size] = await db
    .select({ code: productSizes.sizeCode })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.sizeCode, sizeCode)))
    .limit(1);
  if (!size) return fail(400, CART_MSG.sizeUnknown, { size: CART_MSG.sizeUnknown });
  const totalStock = await totalStockOf(db, productId, sizeCode);
  if (totalStock <= 0) return fail(400, CART_MSG.sizeOutOfStock, { size: CART_MSG.sizeOutOfStock });
  return ok({ productId, sizeCode, totalStock });
}

/** Whether a product id names any product at all (lines of a product taken off sale can still be changed). */
export async function productExists(db: Queryable, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return Boolean(row);
}

/** The most units of a size one cart line may hold. */
export const lineLimit = (size: SizeInStock) => Math.min(size.totalStock, MAX_QTY);

/**
 * The 409 for a line that would hold more than the stock (or more than MAX_QTY, the database's bound). The exact
 * count is told only when 1 to 3 units are left, as the product page does ('Only N left').
 */
export function overStock(size: SizeInStock) {
  if (size.totalStock > MAX_QTY) return fail(409, MSG.extra.maxQty, { qty: MSG.extra.maxQty });
  const shown = unitsLeftShown(size.totalStock);
  const message = shown === null ? CART_MSG.notEnoughStock : CART_MSG.onlyLeft(shown);
  return fail(409, message, { qty: message });
}
