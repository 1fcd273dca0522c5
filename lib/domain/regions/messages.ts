/** Ours: the region lists' answers to a malformed parent code (the selects never send one). */
export const REGIONS_MSG = {
  provinceInvalid: "province_id must be a province code.",
  cityInvalid: "city_id must be a city code.",
} as const;
