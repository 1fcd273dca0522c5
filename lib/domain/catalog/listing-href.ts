/**
 * THE builder of the listing's query string: the /products links, the filter and sort forms, the header search and
 * the browser's `GET products` pages all write the listing's parameters through `listingParams`, in one order
 * (several values comma-separated, the sort last).
 */
import type { Sort } from "../constants";
import { extraFilterParams, type ExtraFilters } from "./extra-filters";

/** The listing's filters (size, colour and price are extra-filters.ts's), as /products and `GET products` read them. */
export interface ListingFilters extends ExtraFilters {
  category_id?: number;
  category_sub_id?: number;
  group_id?: number;
  sale?: 1;
  sort: Sort;
  search?: string;
}

/** Filters whose sort may be left to the page's default (the header search, a category link). */
export type ListingParams = Omit<ListingFilters, "sort"> & { sort?: Sort };

/** The listing's query parameters, in the order its links write them; the sort last, when given. */
export function listingParams(filters: ListingParams): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category_id) params.set("category_id", String(filters.category_id));
  if (filters.category_sub_id) params.set("category_sub_id", String(filters.category_sub_id));
  if (filters.group_id) params.set("group_id", String(filters.group_id));
  if (filters.sale) params.set("sale", "1");
  if (filters.search !== undefined) params.set("search", filters.search);
  extraFilterParams(filters, params);
  if (filters.sort) params.set("sort", filters.sort);
  return params;
}

/** The listing's query parameters other than the sort (the sort form's hidden fields). */
export function listingQuery(filters: ListingParams): URLSearchParams {
  return listingParams({ ...filters, sort: undefined });
}

/** /products with these filters: the one address of a filter choice (values sorted, comma-separated). */
export function listingHref(filters: ListingParams): string {
  const query = listingParams(filters).toString();
  return query ? `/products?${query}` : "/products";
}

/** /products with the filters and a new sort (a sort change reloads the list from the first page). */
export function listingHrefWithSort(filters: ListingFilters, sort: Sort): string {
  return listingHref({ ...filters, sort });
}

/** Whether another page is worth asking for: fewer loaded than the listing's product_count. */
export function hasMorePages(loaded: number, total: number): boolean {
  return loaded < total;
}
