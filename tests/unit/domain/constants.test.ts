import {
  APP_BUILD,
  APP_VERSION,
  BRAND_CODE,
  DEFAULT_API_SORT,
  DEFAULT_PAGE_SORT,
  PAGE_SIZE,
  SORTS,
  SORT_LABELS,
  STORAGE_KEYS,
} from "@/lib/domain/constants";

describe("business constants", () => {
  it("load 8 products per request", () => {
    expect(PAGE_SIZE).toBe(8);
  });

  it("sort NEWEST in the request and PRICE_DESC on the page", () => {
    expect(DEFAULT_API_SORT).toBe("NEWEST");
    expect(DEFAULT_PAGE_SORT).toBe("PRICE_DESC");
    expect(SORTS.map((sort) => SORT_LABELS[sort])).toEqual([
      "Newest Items",
      "Price High to Low",
      "Price Low to High",
      "Best Selling",
    ]);
  });

  it("use the spec storage keys", () => {
    expect(STORAGE_KEYS).toEqual({ state: "state", accessToken: "access_token", deviceId: "local_device_id" });
  });

  it("announce app version 1.1.0 build 1 and a two-letter brand code", () => {
    expect([APP_VERSION, APP_BUILD]).toEqual(["1.1.0", "1"]);
    expect(BRAND_CODE).toMatch(/^[A-Z]{2}$/);
  });
});
