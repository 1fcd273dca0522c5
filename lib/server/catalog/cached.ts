import "server-only";
import { unstable_cache } from "next/cache";
import { getCategory, getCategorySub, listCategories } from "./categories";
import type { ProductsQuery } from "@/lib/domain/catalog/query";
import { countProducts, getProduct, listProductIds, listProducts, type ProductFilter } from "./products";
import { getHomePage } from "../home/home";
import { listingFacets } from "./facets";
import type { BaseFilter } from "./filters";

/**
 * Catalogue reads for pages, cached in Next's data cache under tags for an hour. After the catalogue changes,
 * `npm run revalidate` (or POST /api/v1/revalidate with the secret) expires the tags at once.
 */
export const CACHE_TAGS = { catalog: "catalog", categories: "categories", products: "products", home: "home" } as const;
export const productTag = (id: number) => `product:${id}`;

export const CATALOG_TTL_SECONDS = 3600;

export const getCategoriesCached = unstable_cache(listCategories, ["categories"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.categories],
  revalidate: CATALOG_TTL_SECONDS,
});

export const getCategoryCached = unstable_cache((id: number) => getCategory(id), ["category"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.categories],
  revalidate: CATALOG_TTL_SECONDS,
});

export const getCategorySubCached = unstable_cache((id: number) => getCategorySub(id), ["category-sub"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.categories],
  revalidate: CATALOG_TTL_SECONDS,
});

export const getHomePageCached = unstable_cache(getHomePage, ["home"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.home],
  revalidate: CATALOG_TTL_SECONDS,
});

export const listProductsCached = unstable_cache((query: ProductsQuery) => listProducts(query), ["products"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.products],
  revalidate: CATALOG_TTL_SECONDS,
});

/**
 * The number of products matching a filter, per filter in the data cache: a `count(*)` scans every matching row, so
 * uncached it would grow with the catalogue. Catalogue changes expire it with the products tag.
 */
const countProductsInCache = unstable_cache((filter: ProductFilter) => countProducts(filter), ["product-count"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.products],
  revalidate: CATALOG_TTL_SECONDS,
});

export async function countProductsCached(filter: ProductFilter): Promise<number> {
  try {
    return await countProductsInCache(filter);
  } catch (error) {
    // Outside a Next server (route handlers called directly by the integration tests) there is no data cache.
    if (error instanceof Error && error.message.includes("incrementalCache missing")) return countProducts(filter);
    throw error;
  }
}

/** The listing's filter counts per filter set, cached like the count (grouped counts grow with the catalogue). */
export const listingFacetsCached = unstable_cache((filter: BaseFilter) => listingFacets(filter), ["listing-facets"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.products],
  revalidate: CATALOG_TTL_SECONDS,
});

/** The listing API: live rows (stock shows at once) with the cached count. */
export function listProductsLive(query: ProductsQuery) {
  return listProducts(query, countProductsCached);
}

export const listProductIdsCached = unstable_cache(listProductIds, ["product-ids"], {
  tags: [CACHE_TAGS.catalog, CACHE_TAGS.products],
  revalidate: CATALOG_TTL_SECONDS,
});

export function getProductCached(id: number) {
  return unstable_cache(() => getProduct(id), ["product", String(id)], {
    tags: [CACHE_TAGS.catalog, CACHE_TAGS.products, productTag(id)],
    revalidate: CATALOG_TTL_SECONDS,
  })();
}
