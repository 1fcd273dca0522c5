import { parseExtraFilters } from "@/lib/domain/catalog/listing-query";
import { listingQuery, type ListingFilters } from "./listing-keys";

/** /products with these filters and sort: the one address of a filter choice (values sorted, comma-separated). */
export function listingHref(filters: ListingFilters): string {
  const params = listingQuery(filters);
  params.set("sort", filters.sort);
  return `/products?${params.toString()}`;
}

/**
 * The filter form's fields (the panel's own plus the hidden category, group, search and sort) as a listing
 * address; repeated size and colour boxes become one comma-separated parameter.
 */
export function hrefFromForm(data: FormData, current: ListingFilters): string {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of data) if (typeof value === "string" && value.trim() !== "") (raw[key] ??= []).push(value);
  const { category_id, category_sub_id, group_id, search, sort } = current;
  const next: ListingFilters = { category_id, category_sub_id, group_id, search, sort, ...parseExtraFilters(raw) };
  if (raw.sale?.[0] === "1") next.sale = 1;
  return listingHref(next);
}
