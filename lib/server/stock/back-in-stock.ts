import "server-only";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { productSizes, products, stock, stockAlerts, users, wishlists } from "@/lib/db/schema";
import type { StockAlertList, WishlistMessage } from "@/lib/domain/wishlist/contract";
import type { StockAlertInput } from "@/lib/domain/wishlist/inputs";
import { STOCK_ALERT_MSG } from "@/lib/domain/wishlist/messages";
import { queueMail } from "@/lib/server/mail/outbox-delivery";
import { absoluteUrl } from "@/lib/server/site-url";
import { fail, ok, type Result } from "../result";

async function unitsLeft(q: Queryable, productId: number, sizeCode: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`coalesce(sum(${stock.qty}), 0)::int` })
    .from(stock)
    .where(and(eq(stock.productId, productId), eq(stock.sizeCode, sizeCode)));
  return Number(row?.n ?? 0);
}

/**
 * A signed-in shopper asks to be told when an out-of-stock size of a wishlisted product is back: one open request
 * per account and size (asking twice changes nothing).
 */
export async function requestStockAlert(userId: number, input: StockAlertInput): Promise<Result<WishlistMessage>> {
  const db = await getDb();
  const { product_detail_id: productId, size } = input;
  const [listed] = await db
    .select({ id: wishlists.productId })
    .from(wishlists)
    .where(and(eq(wishlists.userId, userId), eq(wishlists.productId, productId)));
  if (!listed) return fail(409, STOCK_ALERT_MSG.notWishlisted);
  const [known] = await db
    .select({ id: productSizes.id })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), eq(productSizes.sizeCode, size)));
  if (!known) return fail(404, STOCK_ALERT_MSG.sizeUnknown);
  if ((await unitsLeft(db, productId, size)) > 0) return fail(409, STOCK_ALERT_MSG.inStock);
  await db.insert(stockAlerts).values({ userId, productId, sizeCode: size }).onConflictDoNothing();
  return ok({ message: STOCK_ALERT_MSG.created });
}

/** Cancels the shopper's own open request (someone else's is never touched); cancelling twice is fine. */
export async function cancelStockAlert(userId: number, input: StockAlertInput): Promise<Result<WishlistMessage>> {
  const db = await getDb();
  await db
    .delete(stockAlerts)
    .where(
      and(
        eq(stockAlerts.userId, userId),
        eq(stockAlerts.productId, input.product_detail_id),
        eq(stockAlerts.sizeCode, input.size),
        isNull(stockAlerts.notifiedAt),
      ),
    );
  return ok({ message: STOCK_ALERT_MSG.cancelled });
}

/** The shopper's open requests. */
export async function listStockAlerts(userId: number): Promise<StockAlertList> {
  const db = await getDb();
  const rows = await db
    .select({ product_detail_id: stockAlerts.productId, size: stockAlerts.sizeCode })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), isNull(stockAlerts.notifiedAt)))
    .orderBy(asc(stockAlerts.id));
  return { stock_alerts: rows };
}

/**
 * Call in the transaction that returned units of a product's sizes (an order expired or was cancelled, a restock):
 * each open request on a size now in stock is stamped and its mail queued in that same transaction. The stamp is
 * conditional, so a request mails once even when two transactions race.
 */
export async function notifyBackInStock(tx: Queryable, productId: number, sizeCodes: string[]): Promise<number> {
  if (sizeCodes.length === 0) return 0;
  const open = await tx
    .select({ sizeCode: stockAlerts.sizeCode })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        inArray(stockAlerts.sizeCode, sizeCodes),
        isNull(stockAlerts.notifiedAt),
      ),
    )
    .groupBy(stockAlerts.sizeCode);
  let sent = 0;
  for (const { sizeCode } of open) {
    if ((await unitsLeft(tx, productId, sizeCode)) === 0) continue;
    const stamped = await tx
      .update(stockAlerts)
      .set({ notifiedAt: new Date() })
      .where(
        and(eq(stockAlerts.productId, productId), eq(stockAlerts.sizeCode, sizeCode), isNull(stockAlerts.notifiedAt)),
      )
      .returning({ userId: stockAlerts.userId });
    if (stamped.length === 0) continue;
    const [product] = await tx.select({ name: products.productName }).from(products).where(eq(products.id, productId));
    const recipients = await tx
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          stamped.map((s) => s.userId),
        ),
      );
    for (const { email } of recipients) {
      const name = product?.name ?? `#${productId}`;
      await queueMail(tx, {
        to: email,
        kind: "BACK_IN_STOCK",
        subject: `Back in stock: ${name} (Size: ${sizeCode})`,
        text: [
          `Good news: ${name} in size ${sizeCode} is back in stock.`,
          "",
          absoluteUrl(`/product/${productId}`),
          "",
          "Stock is limited; this notice does not reserve an item.",
        ].join("\n"),
      });
      sent += 1;
    }
  }
  return sent;
}

/**
 * The catalogue import's hook (ImportOptions.onStockRaised): of the sizes whose units went up (a query answering
 * product_id and size_code, any number of them), those with open requests are found in one query and mailed as above.
 */
export async function notifyBackInStockOf(tx: Queryable, raised: SQL): Promise<number> {
  const waiting = await tx
    .selectDistinct({ productId: stockAlerts.productId, sizeCode: stockAlerts.sizeCode })
    .from(stockAlerts)
    .where(and(isNull(stockAlerts.notifiedAt), sql`(${stockAlerts.productId}, ${stockAlerts.sizeCode}) IN (${raised})`))
    .orderBy(stockAlerts.productId, stockAlerts.sizeCode);
  const byProduct = new Map<number, string[]>();
  for (const w of waiting) byProduct.set(w.productId, [...(byProduct.get(w.productId) ?? []), w.sizeCode]);
  let sent = 0;
  for (const [productId, sizes] of byProduct) sent += await notifyBackInStock(tx, productId, sizes);
  return sent;
}
