import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { ExtraFilters } from "@/lib/domain/catalog/extra-filters";
import { LISTING_FILTERS, type FilterId } from "@/lib/domain/catalog/listing-filters";
import { products } from "@/lib/db/schema";
import { filterConditions } from "./filter-queries";

/** Which of the listing's own filters a condition list leaves out (a facet counts with every other filter). */
export type FilterKey = FilterId | "sale";

/** Each filter's conditions (./filter-queries.ts), in the entries' order, except `omit`'s. */
export function extraConditions(f: ExtraFilters, omit?: FilterKey): SQL[] {
  return LISTING_FILTERS.flatMap((def) => (def.id === omit ? [] : filterConditions(def, f)));
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
