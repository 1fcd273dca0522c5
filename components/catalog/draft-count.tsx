"use client";

import type { ReactNode } from "react";
import { useListingCount } from "@/lib/api/listing";
import type { ListingFilters } from "@/lib/domain/catalog/listing-href";

/**
 * How many products the filters ticked in the phone's sheet would show, read as the shopper ticks (`GET products`'
 * count, ./filter-panel.tsx loads this on the first change). Until the first answer, the listing's own `total`;
 * after that, the previous choice's count until the new one comes.
 */
export default function DraftCount({
  draft,
  total,
  children,
}: {
  draft: ListingFilters;
  total: number;
  children: (count: number) => ReactNode;
}) {
  return children(useListingCount(draft) ?? total);
}
