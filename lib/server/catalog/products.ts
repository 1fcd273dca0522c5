import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { ProductDetail, ProductList, ProductSummary } from "@/lib/domain/catalog/contract";
import { CATALOG_MSG } from "@/lib/domain/catalog/messages";
import type { ProductsQuery } from "@/lib/domain/catalog/query";
import { pickExtraFilters } from "@/lib/domain/catalog/extra-filters";
import type { ExtraFilterKey } from "@/lib/domain/catalog/listing-filters";
import { categories, categorySubs, products, relatedProducts } from "@/lib/db/schema";
import { CACHE_TAGS, productTag } from "@/lib/domain/catalog/cache-tags";
import { catalogCache } from "../cache/catalog-cache";
import { fail, ok, type Result } from "../result";
import { withImagesAndSizes } from "./product-parts";
import { POPULAR_ORDER } from "./best-sellers";
import { withSizeCodes } from "./style-colours";
import { listingConditions } from "./filters";
import { productRowsInOrder, rankedPageIds, resolveSearch, type ResolvedSearch } from "./search";
import { productSizeStock } from "../stock/size-stock";

function listFilters(query: ProductFilter, search: ResolvedSearch | undefined): SQL | undefined {
  return listingConditions(query, search?.condition);
}

function listOrder(sort: ProductsQuery["sort"]): SQL[] {
  if (sort === "POPULAR") return POPULAR_ORDER;
  if (sort === "PRICE_ASC") return [asc(products.grandPrice), asc(products.id)];
  if (sort === "PRICE_DESC") return [desc(products.grandPrice), desc(products.id)];
  // Spelled as the index is (products_newest_idx: DESC NULLS LAST): plain DESC means NULLS FIRST, which the index
  // cannot serve, and page 1 became a scan and sort of the whole table (created_at is never null, so same order).
  return [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
}

/** The part of a listing query that decides which products match (the count's cache key). */
export type ProductFilter = Pick<
  ProductsQuery,
  "category_id" | "category_sub_id" | "group_id" | "sale" | "search" | ExtraFilterKey
>;

export function productFilter(query: ProductsQuery): ProductFilter {
  const { category_id, category_sub_id, group_id, sale, search } = query;
  return { category_id, category_sub_id, group_id, sale, search, ...pickExtraFilters(query) };
}

/** The number of active products matching a filter, cached per filter: a `count(*)` grows with the catalogue. */
export async function countProducts(filter: ProductFilter): Promise<number> {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const where = listFilters(filter, await resolveSearch(filter.search));
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return Number(count);
}

/**
 * One page of rows: through the sort's index, or with a search, by relevance first (search.ts: tier by tier, each
 * through the sort's index; or ranking every match when the query has too many near words), then the sort.
 */
async function pageRows(query: ProductsQuery) {
  const db = await getDb();
  const search = await resolveSearch(query.search);
  const where = listFilters(query, search);
  const offset = (query.page - 1) * query.limit;
  if (search?.tiers)
    return productRowsInOrder(await rankedPageIds(where, search.tiers, query.sort, query.limit, offset));
  const order = search ? [sql`${search.rank} desc`, ...listOrder(query.sort)] : listOrder(query.sort);
  return db
    .select()
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(offset);
}

/**
 * A page of the listing and the number of products matching it (`data.products`, `data.product_count`), cached per
 * query (the pages' first page and the API's pages 2..n alike).
 */
export async function listProducts(query: ProductsQuery): Promise<ProductList> {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const [rows, productCount] = await Promise.all([pageRows(query), countProducts(productFilter(query))]);
  return { products: await withImagesAndSizes(db, rows), product_count: productCount };
}

/** One product with its sizes, size chart, category and related products (`GET product`). */
export async function getProduct(id: number): Promise<Result<ProductDetail>> {
  "use cache";
  catalogCache(CACHE_TAGS.products, productTag(id));
  const db = await getDb();
  const [row] = await db
    .select({ product: products, categoryName: categories.name, subName: categorySubs.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(categorySubs, eq(categorySubs.id, products.categorySubId))
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  if (!row) return fail(404, CATALOG_MSG.productNotFound);
  const related = await db
    .select({ product: products })
    .from(relatedProducts)
    .innerJoin(products, eq(products.id, relatedProducts.relatedProductId))
    .where(and(eq(relatedProducts.productId, id), eq(products.isActive, true)))
    .orderBy(asc(relatedProducts.sortOrder));
  const [[summary], live] = await Promise.all([withImagesAndSizes(db, [row.product]), productSizeStock(id)]);
  const left = new Map(live.ok ? live.data.sizes.map((s) => [s.size_code, s.units_left]) : []);
  const relatedSummaries = await withImagesAndSizes(
    db,
    related.map((r) => r.product),
  );
  return ok({
    ...summary,
    sizes: summary.sizes.map((size) => ({ ...size, units_left: left.get(size.size_code) ?? null })),
    colours: await withSizeCodes(db, summary.colours),
    detailed_description: row.product.detailedDescription,
    weight_grams: row.product.weightGrams,
    product_sizing: row.product.sizeChartUrl ? { size_chart_url: row.product.sizeChartUrl } : null,
    category: { id: row.product.categoryId, name: row.categoryName },
    category_sub: { id: row.product.categorySubId, name: row.subName },
    related_products: relatedSummaries,
  } satisfies ProductDetail);
}

/** Ids of every active product, for the sitemap and prerendering. */
export async function listProductIds(): Promise<number[]> {
  "use cache";
  catalogCache(CACHE_TAGS.products);
  const db = await getDb();
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
  return rows.map((r) => r.id);
}

export async function productsByIds(ids: number[]): Promise<Result<ProductSummary[]>> {
  if (ids.length === 0) return ok([]);
  const db = await getDb();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return ok(await withImagesAndSizes(db, rows));
}
