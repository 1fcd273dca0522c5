"use client";

import { useRouter } from "next/navigation";
import { SORTS, SORT_LABELS, type Sort } from "@/lib/domain/constants";
import { listingHrefWithSort, type ListingFilters } from "./listing-keys";

/** The sort dropdown; a change reloads the listing with the sort parameter. */
export function SortSelect({ filters }: { filters: ListingFilters }) {
  const router = useRouter();
  return (
    <label>
      <span className="visually-hidden">Sort by</span>
      <select
        aria-label="Sort by"
        value={filters.sort}
        onChange={(event) => router.push(listingHrefWithSort(filters, event.target.value as Sort))}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>{SORT_LABELS[sort]}</option>
        ))}
      </select>
    </label>
  );
}
