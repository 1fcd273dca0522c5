/**
 * Which cached listings the page cache keeps (issue #47 point 2): only those the shop's own links lead to, in their
 * spelling, listing something, with at most KEPT_FILTER_VALUES sizes and colours and a price of the panel's buckets.
 */
import type { FilterFacets } from "@/lib/domain/catalog/facets";
import { cachedListingQuery, parseListingParams, type SearchParams } from "@/lib/server/catalog/listing";
import { KEPT_FILTER_VALUES, listingKept } from "@/lib/server/catalog/listing-page";

const facets: FilterFacets = {
  sizes: ["S", "M", "L", "XL"].map((value) => ({ value, label: value, count: 3 })),
  colors: [
    { value: "black", label: "Black", count: 2 },
    { value: "red", label: "Red", count: 0 },
  ],
  prices: [],
};

/** The verdict for a query, as the cached listing's page reaches it, listing `count` products. */
function kept(query: SearchParams, count = 5): boolean {
  return listingKept(query, parseListingParams(query), count, facets);
}

describe("the cached listings the page cache keeps", () => {
  it("keeps the listings the shop's links write", () => {
    expect(kept({})).toBe(true);
    expect(kept({ category_id: "9", sort: "NEWEST" })).toBe(true);
    expect(kept({ category_id: "9", category_sub_id: "901", group_id: "3", sale: "1" })).toBe(true);
    expect(kept({ size: "L,M" })).toBe(true);
    expect(kept({ size: "M", color: "black" })).toBe(true);
    expect(kept({ price_max: "199999" })).toBe(true);
    expect(kept({ price_min: "200000", price_max: "399999" })).toBe(true);
    expect(kept({ price_min: "700000" })).toBe(true);
  });

  it("does not keep a listing that lists nothing: an unknown category, sub-category, group or value", () => {
    expect(kept({ category_id: "999999" }, 0)).toBe(false);
    expect(kept({ group_id: "777" }, 0)).toBe(false);
  });

  it("does not keep a value the parse dropped or wrote otherwise", () => {
    expect(kept({ size: "m" })).toBe(false);
    expect(kept({ size: "M,L" })).toBe(false);
    expect(kept({ size: "M,M" })).toBe(false);
    expect(kept({ color: "Black" })).toBe(false);
    expect(kept({ price_min: "0", price_max: "199999" })).toBe(false);
  });

  it("does not keep a size or colour the listing's facets do not count", () => {
    expect(kept({ size: "ZZ9" })).toBe(false);
    expect(kept({ size: "M,ZZ9" })).toBe(false);
    expect(kept({ color: "red" })).toBe(false);
  });

  it("bounds the combinations: at most KEPT_FILTER_VALUES values, and prices of the panel's buckets only", () => {
    const sizes = ["L", "M", "S", "XL"];
    expect(kept({ size: sizes.slice(0, KEPT_FILTER_VALUES).join(",") })).toBe(true);
    expect(kept({ size: sizes.slice(0, KEPT_FILTER_VALUES + 1).join(",") })).toBe(false);
    expect(kept({ size: "M", color: "black", price_max: "199999" })).toBe(true);
    expect(kept({ size: "L,M", color: "black" })).toBe(false);
    expect(kept({ price_max: "199998" })).toBe(false);
    expect(kept({ price_min: "1000", price_max: "5000" })).toBe(false);
  });

  it("reads the cached listing's path as the page does", () => {
    const path = ["9", "-", "-", "-", "NEWEST", "-", "L,M", "-", "-", "-"];
    expect(kept(cachedListingQuery(path)!)).toBe(true);
    expect(kept(cachedListingQuery(path.map((s) => (s === "L,M" ? "M,L" : s)))!)).toBe(false);
  });
});
