/** The listing's filter counts (facets): what the server computes and the filter panel shows. */
import type { ListingFilterDef } from "./listing-filters";

/** Who wears a size: the filter panel groups sizes by it, in this order. */
export const FACET_GROUPS = ["adult", "kids"] as const;
export type FacetGroup = (typeof FACET_GROUPS)[number];

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  /** A size's wearers: "kids" when only kids' products carry it (sizes only). */
  group?: FacetGroup;
}

/** A range filter's one-click bucket with the number of products in it. */
export interface FacetBucket {
  min?: number;
  max?: number;
  count: number;
}

/** Each filter's counts under its entry's `facet` field: per value (sizes, colors) or per bucket (prices). */
export type FilterFacets = {
  [F in ListingFilterDef as F["facet"]]: F extends { kind: "values" } ? FacetValue[] : FacetBucket[];
};

export type ListingFacets = FilterFacets & {
  sale: number;
  /** Always empty today: the shop's products carry no brand, so the panel shows no brand filter. */
  brands: FacetValue[];
};
