import "server-only";
import { and, eq, gt, sql, type SQL } from "drizzle-orm";
import { getDb, type Queryable } from "@/lib/db";
import { products } from "@/lib/db/schema";

/**
 * The one ranking of best sellers (issue #51 point 7): units sold in paid orders placed in the last 30 days, kept in
 * products.sold_30d by the scheduled jobs (refreshBestSellers), then the newest, then the highest id. The listing's
 * POPULAR sort, the home page's best sellers and the search fallback's shelf all read it (docs/listing-filters.md).
 */
export const SALES_DAYS = 30;

/** The best-selling order, spelled as products_popular_idx is (every column DESC NULLS LAST) so that it serves it. */
export const POPULAR_ORDER: SQL[] = [
  sql`${products.sold30d} desc nulls last`,
  sql`${products.createdAt} desc nulls last`,
  sql`${products.id} desc nulls last`,
];

/**
 * Writes each product's units sold in paid orders of the `SALES_DAYS` days before `now` into sold_30d, touching only
 * the rows whose figure changed (a product that stopped selling goes back to 0). Paid means payment_state 'paid':
 * unpaid, expired, cancelled, failed and refunded orders never count. Returns the number of products changed.
 */
export async function refreshBestSellers(db: Queryable, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - SALES_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const result = (await db.execute(sql`
    WITH sold AS (
      SELECT l.product_id, sum(l.qty)::int AS units
      FROM orders o JOIN order_lines l ON l.order_id = o.id
      WHERE o.payment_state = 'paid' AND o.created_at > ${since}::timestamptz AND o.created_at <= ${now.toISOString()}::timestamptz
      GROUP BY l.product_id
    ),
    wanted AS (
      SELECT product_id AS id, units FROM sold
      UNION ALL
      SELECT p.id, 0 FROM products p WHERE p.sold_30d > 0 AND NOT EXISTS (SELECT 1 FROM sold s WHERE s.product_id = p.id)
    ),
    changed AS (
      UPDATE products p SET sold_30d = w.units FROM wanted w WHERE p.id = w.id AND p.sold_30d <> w.units RETURNING p.id
    )
    SELECT count(*)::int AS n FROM changed`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** The ids of the active products that sold lately, best first (at most `limit`). */
export async function bestSellerIds(limit: number): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.sold30d, 0)))
    .orderBy(...POPULAR_ORDER)
    .limit(limit);
  return rows.map((r) => r.id);
}
