import { isCrossSiteWrite } from "@/lib/server/http/origin";

const req = (method: string, headers: Record<string, string>) => new Request("http://shop.test/api/v1/cart", { method, headers });

describe("state-changing calls from another site", () => {
  it("refuses a POST whose Origin is another site", () => {
    expect(isCrossSiteWrite(req("POST", { origin: "https://evil.example", host: "shop.test" }))).toBe(true);
  });

  it("refuses a POST the browser marks cross-site, and an opaque origin", () => {
    expect(isCrossSiteWrite(req("DELETE", { "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { origin: "null" }))).toBe(true);
  });

  it("lets same-origin writes, reads and server-to-server calls through", () => {
    expect(isCrossSiteWrite(req("POST", { origin: "http://shop.test", host: "shop.test", "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(req("GET", { origin: "https://evil.example" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", {}))).toBe(false);
  });

  it("allows the origins listed in ALLOWED_ORIGINS", () => {
    process.env.ALLOWED_ORIGINS = "https://app.example";
    expect(isCrossSiteWrite(req("PUT", { origin: "https://app.example", host: "shop.test" }))).toBe(false);
    delete process.env.ALLOWED_ORIGINS;
  });
});
