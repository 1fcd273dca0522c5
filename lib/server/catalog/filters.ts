import "server-only";
import { and, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { ExtraFilters } from "@/lib/domain/catalog/extra-filters";
import { products } from "@/lib/db/schema";

/** Which of the listing's own filters a condition list leaves out (a facet counts with every other filter). */
export type FilterKey = "size" | "color" | "price" | "sale";

/**
 * A product has a size "in stock somewhere" when any showroom holds at least one unit of it: products.sizes_in_stock,
 * kept by the stock triggers (migration 0009), so the filter reads the product's own row (or its GIN index).
 */
export function inStockSizeCondition(sizes: string[]): SQL {
  return sql`${products.sizesInStock} && ARRAY[${sql.join(
    sizes.map((size) => sql`${size}`),
    sql`, `,
  )}]::text[]`;
}

/** The size, colour and price conditions of a listing query, except `omit`. Colours compare lower-cased. */
export function extraConditions(f: ExtraFilters, omit?: FilterKey): SQL[] {
  const out: SQL[] = [];
  if (omit !== "size" && f.size?.length) out.push(inStockSizeCondition(f.size));
  if (omit !== "color" && f.color?.length) {
    out.push(sql`lower(${products.colorName}) in (${sql.join(f.color.map((c) => sql`${c}`), sql`, `)})`);
  }
  if (omit !== "price" && f.price_min !== undefined) out.push(gte(products.grandPrice, f.price_min));
  if (omit !== "price" && f.price_max !== undefined) out.push(lte(products.grandPrice, f.price_max));
  return out;
}

export interface BaseFilter extends ExtraFilters {
  category_id?: number;
  category_sub_id?: number;
  group_id?: number;
  sale?: boolean;
  search?: string;
}

/**
 * Every condition of a listing filter but `omit`. `search` is whatever condition the search module builds
 * (passed in so that this file does not depend on how search matches).
 */
export function listingConditions(f: BaseFilter, search: SQL | undefined, omit?: FilterKey): SQL | undefined {
  const conds: SQL[] = [eq(products.isActive, true)];
  if (f.category_id) conds.push(eq(products.categoryId, f.category_id));
  if (f.category_sub_id) conds.push(eq(products.categorySubId, f.category_sub_id));
  if (f.group_id) conds.push(eq(products.groupId, f.group_id));
  if (omit !== "sale" && f.sale) conds.push(eq(products.isSale, true));
  if (search) conds.push(search);
  conds.push(...extraConditions(f, omit));
  return and(...conds);
}
