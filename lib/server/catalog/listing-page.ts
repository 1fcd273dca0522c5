import "server-only";
import { listingHref, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { hasExtraFilters } from "@/lib/domain/catalog/extra-filters";

/**
 * Any listing filter's choice (lib/domain/catalog/listing-filters.ts: size, colour, price) or a search make a listing search engines should follow but not index: their
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
