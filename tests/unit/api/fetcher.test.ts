/** @jest-environment jsdom */
import { ApiError } from "@/lib/api/errors";
import { isRetryable, swrFetcher } from "@/lib/api/fetcher";
import { swrKey } from "@/lib/api/reads";
import { fakeResponse, fetchReturning } from "./fake-response";

describe("SWR keys", () => {
  it("are the path with a sorted query string", () => {
    expect(swrKey("products", { sort: "NEWEST", page: 1, search: undefined })).toBe("products?page=1&sort=NEWEST");
  });

  it("are the bare path without a query", () => {
    expect(swrKey("user/orders")).toBe("user/orders");
  });

  it("are null, so SWR waits, when there is nothing to fetch yet", () => {
    const signedIn = false;
    expect(swrKey(signedIn && "user/orders")).toBeNull();
    expect(swrKey(null)).toBeNull();
  });

  it("extend a path that already has a query", () => {
    expect(swrKey("master/city?x=1", { province_id: "32" })).toBe("master/city?x=1&province_id=32");
  });
});

describe("the SWR fetcher", () => {
  it("resolves the data of a success", async () => {
    global.fetch = fetchReturning(fakeResponse(200, { data: { province_list: [] } })) as unknown as typeof fetch;
    await expect(swrFetcher("master/province")).resolves.toEqual({ province_list: [] });
  });

  it("throws an ApiError carrying status and message so SWR shows its error state", async () => {
    global.fetch = fetchReturning(
      fakeResponse(404, { error: { message: "Product not found" } }, "Not Found"),
    ) as unknown as typeof fetch;
    const error = await swrFetcher("product?id=999").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: "Product not found" });
  });

  it("retries only connection failures and server errors", () => {
    expect(isRetryable(new ApiError({ status: 0, statusText: "", message: "", source: "network" }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 503, statusText: "", message: "", source: "status" }))).toBe(true);
    expect(isRetryable(new ApiError({ status: 404, statusText: "", message: "", source: "status" }))).toBe(false);
    expect(isRetryable(new Error("other"))).toBe(true);
  });
});
