import "server-only";
import { listingHref, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { hasExtraFilters } from "@/lib/domain/catalog/extra-filters";
import type { ContentLang } from "@/lib/domain/content-translations";
import { getHomePage } from "../home/home";
import { getCategorySub, listCategories } from "./categories";
import { listingFacets } from "./facets";
import { firstPageQuery, resolveListingCover } from "./listing";
import { listProducts, productFilter } from "./products";

/** Everything /products renders on the server for normalised filters: cover, sidebar categories and the first page. */
export async function loadListingPage(filters: ListingFilters, lang: ContentLang = "en") {
  const [categories, home, sub, firstPage, facets] = await Promise.all([
    listCategories(lang),
    getHomePage(lang),
    filters.category_sub_id ? getCategorySub(filters.category_sub_id, lang) : Promise.resolve(null),
    listProducts(firstPageQuery(filters)),
    listingFacets(productFilter(firstPageQuery(filters))),
  ]);
  const subCategory = sub?.ok ? sub.data : null;
  const category = categories.find((c) => c.id === (subCategory?.category.id ?? filters.category_id)) ?? null;
  const cover = resolveListingCover({
    category,
    sub: subCategory,
    defaultImage: home.general_settings.collections_cover_image ?? null,
  });
  return { filters, categories, cover, currentCategoryId: category?.id, firstPage, facets };
}

/**
 * Size, colour and price choices (and search) make a listing search engines should follow but not index: their
 * canonical is the unfiltered listing below, and the sitemap lists none of them.
 */
export function listingNoindex(filters: ListingFilters): boolean {
  return Boolean(filters.search) || hasExtraFilters(filters);
}

/** The canonical address of a listing: its category, sub-category, group and sale filters (not sort, search, size, colour or price). */
export function listingCanonical(filters: ListingFilters): string {
  const { category_id, category_sub_id, group_id, sale } = filters;
  return listingHref({ category_id, category_sub_id, group_id, sale });
}
