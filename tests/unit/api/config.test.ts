import { DEFAULT_API_BASE_URL, apiBaseUrl, apiUrl, toQueryString } from "@/lib/api/config";
import { getAccessToken, getDeviceId } from "@/lib/api/storage";

afterEach(() => {
  delete process.env.NEXT_PUBLIC_API_URL;
});

describe("the API address", () => {
  it("defaults to this app under /api/v1", () => {
    delete process.env.NEXT_PUBLIC_API_URL;
    expect(apiBaseUrl()).toBe(DEFAULT_API_BASE_URL);
    expect(apiUrl("products")).toBe("/api/v1/products");
  });

  it("follows NEXT_PUBLIC_API_URL", () => {
    process.env.NEXT_PUBLIC_API_URL = "https://shop.example.com/api/v1";
    expect(apiUrl("/cart", { local_device_id: "abc" })).toBe(
      "https://shop.example.com/api/v1/cart?local_device_id=abc",
    );
  });
});

describe("query strings", () => {
  it("repeat the key of a list and skip empty and nested values", () => {
    expect(toQueryString({ b: [1, 2], a: true, c: null, d: { nested: 1 } })).toBe("a=true&b=1&b=2");
  });

  it("are empty without parameters", () => {
    expect(toQueryString(undefined)).toBe("");
  });
});

describe("browser storage on the server", () => {
  it("has no token and no device id", () => {
    expect(getAccessToken()).toBeNull();
    expect(getDeviceId()).toBeNull();
  });
});
