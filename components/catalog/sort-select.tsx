"use client";

import { useRouter } from "next/navigation";
import { SORTS, type Sort } from "@/lib/domain/constants";
import { useMessages } from "@/lib/i18n/client";
import { listingHrefWithSort, type ListingFilters } from "./listing-keys";

/** The sort dropdown; a change reloads the listing with the sort parameter. */
export function SortSelect({ filters }: { filters: ListingFilters }) {
  const router = useRouter();
  const t = useMessages("catalog").listing;
  return (
    <label>
      <span className="visually-hidden">{t.sortBy}</span>
      <select
        aria-label={t.sortBy}
        value={filters.sort}
        onChange={(event) => router.push(listingHrefWithSort(filters, event.target.value as Sort))}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>{t.sorts[sort]}</option>
        ))}
      </select>
    </label>
  );
}
