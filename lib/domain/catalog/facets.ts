/** The listing's filter counts (facets): what the server computes and the filter panel shows. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface ListingFacets {
  sizes: FacetValue[];
  colors: FacetValue[];
  prices: { min?: number; max?: number; count: number }[];
  sale: number;
  /** Always empty today: the shop's products carry no brand, so the panel shows no brand filter. */
  brands: FacetValue[];
}
