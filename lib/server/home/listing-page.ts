import "server-only";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";
import type { ContentLang } from "@/lib/domain/content-translations";
import { getCategorySub, listCategories } from "../catalog/categories";
import { listingFacets } from "../catalog/facets";
import { firstPageQuery, resolveListingCover } from "../catalog/listing";
import { listProducts, productFilter } from "../catalog/products";
import { getHomePage } from "./home";

/**
 * Everything /products renders on the server for normalised filters: cover, sidebar categories and the first page.
 * Here, not in lib/server/catalog: the listing's default cover is a setting of the home page (collections_cover_image),
 * and home sits above catalog (it shows the categories), so catalog never imports home (docs/architecture.md).
 */
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
