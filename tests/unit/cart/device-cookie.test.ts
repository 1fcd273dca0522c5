import { deviceOf } from "@/lib/server/cart/device-cookie";

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

// The device cookie follows the session cookie's one rule for https (lib/server/http/https-request.ts).
describe("the device cookie", () => {
  it("is Secure when the shopper came over https, directly or through the proxy", () => {
    expect(deviceOf(req("https://shop.example/")).setCookie[0]).toMatch(/; Secure$/);
    expect(deviceOf(req("http://shop-1:3000/", { "x-forwarded-proto": "https" })).setCookie[0]).toMatch(/; Secure$/);
    expect(deviceOf(req("http://shop-1:3000/", { "x-forwarded-proto": "HTTPS" })).setCookie[0]).toMatch(/; Secure$/);
    expect(deviceOf(req("http://shop-1:3000/", { "x-forwarded-proto": "https, http" })).setCookie[0]).toMatch(
      /; Secure$/,
    );
  });

  it("is not Secure on plain http (the e2e server), nor when the proxy says http", () => {
    expect(deviceOf(req("http://127.0.0.1:3100/")).setCookie[0]).not.toMatch(/Secure/);
    expect(deviceOf(req("https://shop.example/", { "x-forwarded-proto": "http" })).setCookie[0]).not.toMatch(/Secure/);
  });
});
