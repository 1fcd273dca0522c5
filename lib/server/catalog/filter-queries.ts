import "server-only";
import { gte, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { ExtraFilters } from "@/lib/domain/catalog/extra-filters";
import type { FilterId, ListingFilterDef } from "@/lib/domain/catalog/listing-filters";
import { GROUP_KIDS } from "@/lib/domain/constants";
import { products } from "@/lib/db/schema";

/**
 * The server half of each listing filter (lib/domain/catalog/listing-filters.ts holds the rest of its entry), keyed
 * by the same ids: its SQL condition and its facet query. Kept here, behind "server-only", so that no client bundle
 * carries SQL; tests/unit/catalog/listing-filters.test.ts checks that both halves cover the same filters.
 */

/** A multi-valued filter: its condition on the chosen values, and its counts per value. */
export interface ValuesFilterSql {
  condition(values: string[]): SQL;
  /**
   * Rows of `value`, `count`, optionally `label` (the value otherwise) and `group` (a size's wearers) for the products
   * matching `where`.
   */
  facet(where: SQL | undefined): SQL;
  /** The order of its values in the panel; the query's order when absent. */
  order?: (a: string, b: string) => number;
}

/** A range filter: the column its bounds compare with (inclusive); its buckets' counts follow from it. */
export interface RangeFilterSql {
  column: AnyColumn;
}

type FilterSql<F> = F extends { kind: "values" } ? ValuesFilterSql : RangeFilterSql;

const LETTER_ORDER = ["XXS", "XS", "S", "M", "L", "XL", "XXL", "2XL", "3XL", "4XL"];

/** Letter sizes in wearing order, then numbers (waists) numerically, then the rest (ages) naturally. */
export function compareSizes(a: string, b: string): number {
  const [ia, ib] = [LETTER_ORDER.indexOf(a), LETTER_ORDER.indexOf(b)];
  if (ia >= 0 || ib >= 0) return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  return a.localeCompare(b, "en", { numeric: true });
}

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

export const FILTER_SQL: { readonly [F in ListingFilterDef as F["id"]]: FilterSql<F> } = {
  size: {
    condition: inStockSizeCondition,
    // Sizes count only products holding the size in stock in some showroom; a size only kids' products carry is a
    // kids' size.
    facet: (where) => sql`
      select size as value, count(*)::int as count,
        case when bool_and(${products.groupId} = ${GROUP_KIDS}) then 'kids' else 'adult' end as "group"
      from ${products} cross join lateral unnest(${products.sizesInStock}) as size
      where ${where}
      group by size`,
    order: compareSizes,
  },
  color: {
    // Colours compare lower-cased (products_color_idx).
    condition: (colors) =>
      sql`lower(${products.colorName}) in (${sql.join(
        colors.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    facet: (where) => sql`
      select lower(${products.colorName}) as value, min(${products.colorName}) as label, count(*)::int as count
      from ${products} where ${products.colorName} is not null and ${where}
      group by 1 order by 1`,
  },
  price: { column: products.grandPrice },
};

/** The conditions of one filter's chosen values (none when it is not set). */
export function filterConditions(def: ListingFilterDef, f: ExtraFilters): SQL[] {
  if (def.kind === "values") {
    const values = f[def.params[0]];
    return values?.length ? [FILTER_SQL[def.id].condition(values)] : [];
  }
  const { column } = FILTER_SQL[def.id];
  const [min, max] = [f[def.params[0]], f[def.params[1]]];
  const out: SQL[] = [];
  if (min !== undefined) out.push(gte(column, min));
  if (max !== undefined) out.push(lte(column, max));
  return out;
}

/** A range filter's bucket counts as one row (`b0`, `b1`, …) for the products matching `where`. */
export function bucketsFacet(def: Extract<ListingFilterDef, { kind: "range" }>, where: SQL | undefined): SQL {
  const { column } = FILTER_SQL[def.id];
  const counts = def.buckets.map((b: { min?: number; max?: number }, i) => {
    const conds = [
      b.min !== undefined ? sql`${column} >= ${b.min}` : sql`true`,
      b.max !== undefined ? sql`${column} <= ${b.max}` : sql`true`,
    ];
    return sql`count(*) filter (where ${sql.join(conds, sql` and `)})::int as ${sql.raw(`b${i}`)}`;
  });
  return sql`select ${sql.join(counts, sql`, `)} from ${products} where ${where}`;
}

/** The ids of the filters this file describes (the test's side of the check against the entries). */
export const SERVER_FILTER_IDS = Object.keys(FILTER_SQL) as FilterId[];
