import { listingParams, type ListingFilters } from "@/lib/domain/catalog/listing-href";
import { PAGE_SIZE } from "@/lib/domain/constants";
import { swrKey } from "./reads";

const PRODUCTS_PATH = "products";

/**
 * The `GET products` key of listing page `page`: the listing's own parameters (listingParams), page and limit. A module
 * of its own: the listing's filter vocabulary comes with the listing only, not with the cart's, the product page's or
 * the header's calls of ./catalog.ts (0.8 KB compressed), and needs none of the request layer, which the listing
 * loads with its first scroll to the end (./listing-page-read.ts; docs/performance.md).
 */
export function listingPageKey(filters: ListingFilters, page: number): string {
  return (
    swrKey(PRODUCTS_PATH, { ...Object.fromEntries(listingParams(filters)), page, limit: PAGE_SIZE }) ?? PRODUCTS_PATH
  );
}
