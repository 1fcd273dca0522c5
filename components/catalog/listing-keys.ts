import { PAGE_SIZE, type Sort } from "@/lib/domain/constants";
import { swrKey } from "@/lib/api/fetcher";
import { extraFilterParams, type ExtraFilters } from "@/lib/domain/catalog/listing-query";

/** Size, colour and price filters are lib/domain/catalog/listing-query.ts's. */
export interface ListingFilters extends ExtraFilters {
  category_id?: number;
  category_sub_id?: number;
  group_id?: number;
  sale?: 1;
  sort: Sort;
  search?: string;
}

/** The `GET products` key of listing page `page` (pages 2..n are fetched in the browser). */
export function listingPageKey(filters: ListingFilters, page: number): string {
  const { size, color, ...rest } = filters;
  return swrKey("products", { ...rest, size: size?.join(","), color: color?.join(","), page, limit: PAGE_SIZE }) ?? "products";
}

/** Whether another page is worth asking for: fewer loaded than the listing's product_count. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}

/** The listing's query parameters other than the sort, in the order its links write them. */
export function listingQuery(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category_id) params.set("category_id", String(filters.category_id));
  if (filters.category_sub_id) params.set("category_sub_id", String(filters.category_sub_id));
  if (filters.group_id) params.set("group_id", String(filters.group_id));
  if (filters.sale) params.set("sale", "1");
  if (filters.search) params.set("search", filters.search);
  return extraFilterParams(filters, params);
}

/** /products with the filters and a new sort (a sort change reloads the list from the first page). */
export function listingHrefWithSort(filters: ListingFilters, sort: Sort): string {
  const params = listingQuery(filters);
  params.set("sort", sort);
  return `/products?${params.toString()}`;
}
