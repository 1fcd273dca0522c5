import { isCrossSiteWrite } from "@/lib/server/http/origin";
import { isHttpsRequest } from "@/lib/server/http/https-request";

const req = (method: string, headers: Record<string, string>, url = "http://shop.test/api/v1/cart") =>
  new Request(url, { method, headers });
const DEMO = { SITE_URL: "http://shop.test" };
const LIVE = { SHOP_MODE: "live", SITE_URL: "https://shop.example.co.id" };

describe("state-changing calls from another site", () => {
  it("refuses a POST whose Origin is another site", () => {
    expect(isCrossSiteWrite(req("POST", { origin: "https://evil.example", host: "shop.test" }), DEMO)).toBe(true);
  });

  it("refuses a POST the browser marks cross-site, and an opaque origin", () => {
    expect(isCrossSiteWrite(req("DELETE", { "sec-fetch-site": "cross-site" }), DEMO)).toBe(true);
    expect(isCrossSiteWrite(req("POST", { origin: "null" }), DEMO)).toBe(true);
  });

  it("lets same-origin writes, reads and server-to-server calls through", () => {
    expect(
      isCrossSiteWrite(
        req("POST", { origin: "http://shop.test", host: "shop.test", "sec-fetch-site": "same-origin" }),
        DEMO,
      ),
    ).toBe(false);
    expect(isCrossSiteWrite(req("GET", { origin: "https://evil.example" }), DEMO)).toBe(false);
    expect(isCrossSiteWrite(req("POST", {}), DEMO)).toBe(false);
  });

  it("allows the origins listed in ALLOWED_ORIGINS", () => {
    expect(
      isCrossSiteWrite(req("PUT", { origin: "https://app.example", host: "shop.test" }), {
        ...DEMO,
        ALLOWED_ORIGINS: "https://app.example",
      }),
    ).toBe(false);
    expect(
      isCrossSiteWrite(req("PUT", { origin: "https://app.example" }), {
        ...LIVE,
        ALLOWED_ORIGINS: " https://x.example, https://app.example",
      }),
    ).toBe(false);
  });

  // Issue #34, point 8: the request's own Host and X-Forwarded-Host never make an Origin ours.
  it("never takes Host or X-Forwarded-Host as the shop's origin", () => {
    expect(
      isCrossSiteWrite(req("POST", { origin: "https://evil.example", "x-forwarded-host": "evil.example" }), LIVE),
    ).toBe(true);
    expect(
      isCrossSiteWrite(
        req("POST", { origin: "https://evil.example", host: "evil.example" }, "https://evil.example/api/v1/cart"),
        LIVE,
      ),
    ).toBe(true);
    expect(
      isCrossSiteWrite(req("POST", { origin: "https://evil.example", "x-forwarded-host": "evil.example" }), DEMO),
    ).toBe(true);
    expect(
      isCrossSiteWrite(
        req("POST", { origin: "http://evil.example", host: "evil.example" }, "http://evil.example/x"),
        DEMO,
      ),
    ).toBe(true);
    expect(isCrossSiteWrite(req("POST", { origin: "https://shop.example.co.id" }), LIVE)).toBe(false);
    expect(isCrossSiteWrite(req("POST", { origin: "http://shop.example.co.id" }), LIVE)).toBe(true);
  });

  it("in demo mode takes a loopback Origin equal to Host (npm run dev opened at 127.0.0.1), in live mode not", () => {
    const local = { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" };
    expect(isCrossSiteWrite(req("POST", local, "http://127.0.0.1:3000/x"), {})).toBe(false);
    expect(isCrossSiteWrite(req("POST", { origin: "http://localhost:3000" }, "http://127.0.0.1:3000/x"), {})).toBe(
      false,
    );
    expect(isCrossSiteWrite(req("POST", { ...local, host: "127.0.0.1:4000" }, "http://127.0.0.1:4000/x"), {})).toBe(
      true,
    );
    expect(isCrossSiteWrite(req("POST", local, "http://127.0.0.1:3000/x"), LIVE)).toBe(true);
  });
});

describe("the Secure flag's rule", () => {
  it("is always on in live mode, whatever X-Forwarded-Proto says", () => {
    expect(isHttpsRequest(req("POST", {}), LIVE)).toBe(true);
    expect(isHttpsRequest(req("POST", { "x-forwarded-proto": "http" }), LIVE)).toBe(true);
  });

  it("follows the proxy, then the request, in demo mode", () => {
    expect(isHttpsRequest(req("POST", {}), {})).toBe(false);
    expect(isHttpsRequest(req("POST", { "x-forwarded-proto": "https, http" }), {})).toBe(true);
    expect(isHttpsRequest(req("POST", {}, "https://shop.test/x"), {})).toBe(true);
  });
});
