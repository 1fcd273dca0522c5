/** The filter panel's form as a listing address (its parsing brings zod: only the listing's panel loads it). */
import { listingHref, type ListingFilters } from "./listing-href";
import { parseExtraFilters } from "./listing-query";

/**
 * The filter form's fields (the panel's own plus the hidden category, group, search and sort) as the listing's
 * filters; repeated size and colour boxes become one list.
 */
export function filtersFromForm(data: FormData, current: ListingFilters): ListingFilters {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of data) if (typeof value === "string" && value.trim() !== "") (raw[key] ??= []).push(value);
  const { category_id, category_sub_id, group_id, search, sort } = current;
  const next: ListingFilters = { category_id, category_sub_id, group_id, search, sort, ...parseExtraFilters(raw) };
  if (raw.sale?.[0] === "1") next.sale = 1;
  return next;
}

/** The filter form's fields as a listing address (one comma-separated parameter per filter). */
export function hrefFromForm(data: FormData, current: ListingFilters): string {
  return listingHref(filtersFromForm(data, current));
}
