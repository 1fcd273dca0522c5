/** @jest-environment jsdom */
import { api, apiRequest } from "@/lib/api/request";
import { setAccessToken, trackHandoff } from "@/lib/api/storage";
import { fakeResponse, fetchFailing, fetchReturning, sentHeaders, type FetchMock } from "./fake-response";

let fetchMock: FetchMock;

function useFetch(mock: FetchMock): void {
  fetchMock = mock;
  global.fetch = mock as unknown as typeof fetch;
}

beforeEach(() => {
  localStorage.clear();
  delete process.env.NEXT_PUBLIC_API_URL;
  useFetch(fetchReturning(fakeResponse(200, { data: { ok: 1 } })));
});

describe("the request helper", () => {
  it("holds a call made while a session begun without script is picked up, then sends it with that session's token", async () => {
    let pickedUp = () => {};
    trackHandoff(
      new Promise<void>((resolve) => (pickedUp = resolve)).then(() => setAccessToken("token-from-the-handoff")),
    );
    const sent = api.post("user/wishlist", { product_detail_id: 19 });
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    pickedUp();
    await sent;
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer token-from-the-handoff");
    // Once it has answered, calls go out at once again.
    void api.get("categories");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("sends the default headers of every call", async () => {
    await apiRequest("GET", "categories");
    expect(sentHeaders(fetchMock)).toEqual({
      "Authorization-Type": "USER",
      Device: "WEB",
      "App-Version": "1.1.0",
      "App-Build": "1",
      "Brand-Code": "SF",
      "Accept-Language": "en",
    });
  });

  it("names the page's language (its <html lang>) in Accept-Language, so the server keeps it with a new order", async () => {
    document.documentElement.lang = "id";
    try {
      await apiRequest("GET", "categories");
      expect(sentHeaders(fetchMock)["Accept-Language"]).toBe("id");
    } finally {
      document.documentElement.lang = "";
    }
  });

  it("sends the stored token as a bearer authorization", async () => {
    localStorage.setItem("access_token", "tok-123");
    await apiRequest("GET", "user/profile");
    expect(sentHeaders(fetchMock).Authorization).toBe("Bearer tok-123");
  });

  it("lets a caller send a given token or none", async () => {
    localStorage.setItem("access_token", "stored");
    await apiRequest("GET", "user/profile", undefined, { token: "fresh" });
    await apiRequest("GET", "user/profile", undefined, { token: null });
    expect(sentHeaders(fetchMock, 0).Authorization).toBe("Bearer fresh");
    expect(sentHeaders(fetchMock, 1).Authorization).toBeUndefined();
  });

  it("appends the path to the API base", async () => {
    await apiRequest("GET", "master/page/home");
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/master/page/home");
  });

  it("uses NEXT_PUBLIC_API_URL as the API base when set", async () => {
    process.env.NEXT_PUBLIC_API_URL = "https://api.example.com/v1/";
    await apiRequest("GET", "/products");
    expect(fetchMock.mock.calls[0][0]).toBe("https://api.example.com/v1/products");
  });

  it("sends a GET payload as query parameters", async () => {
    await apiRequest("GET", "products", { page: 2, limit: 8, search: "kemeja biru", sale: undefined });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/products?limit=8&page=2&search=kemeja+biru");
    expect(fetchMock.mock.calls[0][1]?.body).toBeUndefined();
  });

  it("sends a DELETE payload as query parameters", async () => {
    await apiRequest("DELETE", "cart-item-remove", { local_device_id: "d", product_detail_id: 4, size: "M" });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v1/cart-item-remove?local_device_id=d&product_detail_id=4&size=M");
    expect(fetchMock.mock.calls[0][1]?.method).toBe("DELETE");
  });

  it("sends a POST or PUT payload as a JSON body", async () => {
    await apiRequest("POST", "cart", { qty: 1 });
    await apiRequest("PUT", "user/address", { user_address_id: 3 });
    expect(fetchMock.mock.calls[0][1]?.body).toBe('{"qty":1}');
    expect(sentHeaders(fetchMock, 0)["Content-Type"]).toBe("application/json");
    expect(fetchMock.mock.calls[1][1]?.method).toBe("PUT");
  });

  it("unwraps the data envelope of a success", async () => {
    useFetch(fetchReturning(fakeResponse(200, { data: { access_token: "abc" } })));
    await expect(apiRequest("POST", "auth/sign-in", {})).resolves.toEqual({
      ok: true,
      status: 200,
      data: { access_token: "abc" },
    });
  });

  it("gives an empty success for an answer without a body", async () => {
    useFetch(fetchReturning(fakeResponse(204)));
    await expect(apiRequest("DELETE", "user/address")).resolves.toEqual({ ok: true, status: 204, data: undefined });
  });

  it("returns the body's error message and fields without throwing", async () => {
    const body = { error: { message: "Please choose a size.", fields: { size: "Please choose a size." } } };
    useFetch(fetchReturning(fakeResponse(400, body, "Bad Request")));
    await expect(apiRequest("POST", "cart", {})).resolves.toEqual({
      ok: false,
      status: 400,
      statusText: "Bad Request",
      message: "Please choose a size.",
      fields: { size: "Please choose a size." },
      source: "body",
    });
  });

  it("names the status when the body has no message, even an HTML page", async () => {
    useFetch(fetchReturning(fakeResponse(502, "<html>Bad gateway</html>", "Bad Gateway")));
    await expect(apiRequest("GET", "products")).resolves.toMatchObject({
      ok: false,
      status: 502,
      message: "Error 502: Bad Gateway",
      source: "status",
    });
  });

  it("turns a network failure into status 0 and 'Connection failed, please try again'", async () => {
    useFetch(fetchFailing(new TypeError("Failed to fetch")));
    await expect(apiRequest("GET", "products")).resolves.toEqual({
      ok: false,
      status: 0,
      statusText: "",
      message: "Connection failed, please try again",
      source: "network",
    });
  });

  it("lets the caller see its own abort", async () => {
    useFetch(fetchFailing(new DOMException("aborted", "AbortError")));
    await expect(apiRequest("GET", "products")).rejects.toThrow("aborted");
  });
});

describe("the callback helpers", () => {
  it("call success with the data, then always", async () => {
    const order: string[] = [];
    await api.get<{ ok: number }>("categories", undefined, {
      success: (data) => order.push(`success ${data.ok}`),
      error: () => order.push("error"),
      always: () => order.push("always"),
    });
    expect(order).toEqual(["success 1", "always"]);
  });

  it("call error with the failure, then always", async () => {
    useFetch(fetchReturning(fakeResponse(409, { error: { message: "Out of stock" } }, "Conflict")));
    const order: string[] = [];
    const result = await api.post(
      "checkout-trx",
      { a: 1 },
      {
        error: (failure) => order.push(`error ${failure.message}`),
        always: () => order.push("always"),
      },
    );
    expect(order).toEqual(["error Out of stock", "always"]);
    expect(result.ok).toBe(false);
  });

  it("send put and delete with their methods", async () => {
    await api.put("user/address", { user_address_id: 1 });
    await api.delete("user/address", { user_address_id: 1 });
    expect(fetchMock.mock.calls.map((call) => call[1]?.method)).toEqual(["PUT", "DELETE"]);
    expect(fetchMock.mock.calls[1][0]).toBe("/api/v1/user/address?user_address_id=1");
  });
});
