import { extraFilterParams, hasExtraFilters, toggleValue } from "@/lib/domain/catalog/extra-filters";
import { parseExtraFilters } from "@/lib/domain/catalog/listing-query";
import { productsQuerySchema } from "@/lib/domain/catalog/query";
import { hrefFromForm } from "@/lib/domain/catalog/filter-form";

describe("listing filter parameters", () => {
  it("reads sizes and colours repeated or comma-separated, trimmed, de-duplicated and sorted", () => {
    expect(parseExtraFilters({ size: ["m", "L, XL"], color: "Navy,hitam, navy" })).toEqual({
      size: ["L", "M", "XL"],
      color: ["hitam", "navy"],
    });
  });

  it("reads a price range in whole rupiah and swaps one given the wrong way round", () => {
    expect(parseExtraFilters({ price_min: "200000", price_max: "400000" })).toEqual({
      price_min: 200000,
      price_max: 400000,
    });
    expect(parseExtraFilters({ price_min: "400000", price_max: "200000" })).toEqual({
      price_min: 200000,
      price_max: 400000,
    });
    expect(parseExtraFilters({ price_min: "0" })).toEqual({});
  });

  it("ignores a broken parameter on the page and keeps the others", () => {
    expect(parseExtraFilters({ size: "<b>", color: "navy", price_min: "12.5", price_max: "1e9" })).toEqual({
      color: ["navy"],
    });
    expect(parseExtraFilters({ size: Array.from({ length: 21 }, (_, i) => `S${i}`) })).toEqual({});
    expect(parseExtraFilters({ size: "", color: ",," })).toEqual({});
  });

  it("refuses the same broken values in the API schema", () => {
    expect(productsQuerySchema.safeParse({ size: "<b>" }).success).toBe(false);
    expect(productsQuerySchema.safeParse({ price_min: "abc" }).success).toBe(false);
    expect(productsQuerySchema.safeParse({ price_min: "5", price_max: "1" }).success).toBe(false);
    expect(productsQuerySchema.parse({ size: "s,m", color: "Navy" })).toMatchObject({
      size: ["M", "S"],
      color: ["navy"],
    });
  });

  it("writes one address per choice: fixed order, comma-separated", () => {
    const params = extraFilterParams({ price_max: 5, size: ["L", "M"], color: ["navy"], price_min: 1 });
    expect(params.toString()).toBe("size=L%2CM&color=navy&price_min=1&price_max=5");
    expect(hasExtraFilters({})).toBe(false);
    expect(hasExtraFilters({ price_max: 0 })).toBe(true);
    expect(toggleValue(["M"], "M")).toBeUndefined();
    expect(toggleValue(["M"], "L")).toEqual(["L", "M"]);
  });

  it("turns the filter form into a listing address that keeps category, search and sort", () => {
    const data = new FormData();
    for (const [k, v] of [
      ["size", "M"],
      ["size", "L"],
      ["color", "navy"],
      ["price_min", ""],
      ["sale", "1"],
    ])
      data.append(k, v);
    const href = hrefFromForm(data, { category_id: 9, search: "kaos", sort: "NEWEST", size: ["XL"] });
    expect(href).toBe("/products?category_id=9&sale=1&search=kaos&size=L%2CM&color=navy&sort=NEWEST");
  });
});
