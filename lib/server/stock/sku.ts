import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db";
import { productSizes, products, showrooms } from "@/lib/db/schema";
import { skuOf } from "@/lib/domain/catalog-import/format";

export interface SizeRef {
  productId: number;
  sizeCode: string;
}

/** A size without its own SKU answers to `<product_code>-<size_code>` (lib/domain/catalog-import/format.ts). */
export const derivedSku = skuOf;

/** The product codes a derived SKU may start with: the text before each '-'. */
function codePrefixes(sku: string): string[] {
  const out: string[] = [];
  for (let i = sku.indexOf("-"); i > 0; i = sku.indexOf("-", i + 1)) out.push(sku.slice(0, i));
  return out;
}

/**
 * The sizes the SKUs name: `product_sizes.sku` first (its unique index), then the derived form for sizes without
 * their own (looked up by product code, an index too). Unknown SKUs are absent from the map.
 */
export async function resolveSkus(q: Queryable, skus: readonly string[]): Promise<Map<string, SizeRef>> {
  const found = new Map<string, SizeRef>();
  const unique = [...new Set(skus)];
  if (unique.length === 0) return found;
  const own = await q
    .select({ sku: productSizes.sku, productId: productSizes.productId, sizeCode: productSizes.sizeCode })
    .from(productSizes)
    .where(inArray(productSizes.sku, unique));
  for (const row of own) if (row.sku) found.set(row.sku, { productId: row.productId, sizeCode: row.sizeCode });
  const rest = unique.filter((sku) => !found.has(sku));
  const prefixes = [...new Set(rest.flatMap(codePrefixes))];
  if (prefixes.length === 0) return found;
  const derived = await q
    .select({ productCode: products.productCode, productId: productSizes.productId, sizeCode: productSizes.sizeCode })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(inArray(products.productCode, prefixes), isNull(productSizes.sku)));
  const wanted = new Set(rest);
  for (const row of derived) {
    const sku = derivedSku(row.productCode, row.sizeCode);
    if (wanted.has(sku) && !found.has(sku)) found.set(sku, { productId: row.productId, sizeCode: row.sizeCode });
  }
  return found;
}

/** The showroom ids that exist, of those given. */
export async function knownShowrooms(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await q.select({ id: showrooms.id }).from(showrooms).where(inArray(showrooms.id, unique));
  return new Set(rows.map((r) => r.id));
}

/**
 * SQL for a subquery of stock keys, `(showroom_id, product_id, size_code)` rows, for `… IN (<this>)`: three array
 * parameters unnested, rather than a list of 1,000 row values (which PGlite's planner recurses through until it aborts).
 */
export function stockKeyList(keys: readonly { showroomId: number; productId: number; sizeCode: string }[]) {
  const showroomIds = sql.param(keys.map((k) => k.showroomId));
  const productIds = sql.param(keys.map((k) => k.productId));
  const sizeCodes = sql.param(keys.map((k) => k.sizeCode));
  return sql`SELECT * FROM unnest(${showroomIds}::int[], ${productIds}::int[], ${sizeCodes}::text[])`;
}
