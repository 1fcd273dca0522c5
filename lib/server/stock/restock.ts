import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { productSizes, showrooms, stock } from "@/lib/db/schema";
import { fail, ok, type Result } from "../result";
import { notifyBackInStock } from "./back-in-stock";

const id = z.coerce.number().int().min(1).max(2_147_483_647);
export const restockSchema = z.object({
  productId: id,
  sizeCode: z.string().trim().min(1).max(20),
  showroomId: id,
  qty: z.coerce.number().int().min(1).max(100_000),
});
export type RestockInput = z.infer<typeof restockSchema>;

/** `npm run ops -- restock <product_id> <size_code> <showroom_id> <qty>`: arguments to a restock. */
export function parseRestock(args: string[]): Result<RestockInput> {
  const [productId, sizeCode, showroomId, qty] = args;
  const parsed = restockSchema.safeParse({ productId, sizeCode, showroomId, qty });
  return parsed.success
    ? ok(parsed.data)
    : fail(400, "restock needs <product_id> <size_code> <showroom_id> <qty> (qty 1 to 100000)");
}

/** Adds units of a size at a showroom; back-in-stock mails are queued in the same transaction. */
export async function restockSize(input: RestockInput): Promise<Result<{ qty: number; notified: number }>> {
  const db = await getDb();
  const [size] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.productId, input.productId), eq(productSizes.sizeCode, input.sizeCode)));
  if (!size) return fail(404, "No such product size.");
  const [room] = await db.select({ id: showrooms.id }).from(showrooms).where(eq(showrooms.id, input.showroomId));
  if (!room) return fail(404, "No such showroom.");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stock)
      .values({ showroomId: input.showroomId, productId: input.productId, sizeCode: input.sizeCode, qty: input.qty })
      .onConflictDoUpdate({
        target: [stock.showroomId, stock.productId, stock.sizeCode],
        set: { qty: sql`${stock.qty} + excluded.qty` },
      })
      .returning({ qty: stock.qty });
    const notified = await notifyBackInStock(tx, input.productId, [input.sizeCode]);
    return ok({ qty: row.qty, notified });
  });
}
