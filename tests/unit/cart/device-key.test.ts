import { deviceKeyHash, deviceKeyOf, heldDeviceKeyHash } from "@/lib/server/cart/device-key";

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const KEY = "a".repeat(43);

// The proof of holding a guest device (issue #34, point 11).
describe("the device key", () => {
  it("is new, random, HttpOnly and SameSite=Lax when the browser has none; Secure over https", () => {
    const first = deviceKeyOf(req("http://127.0.0.1:3000/"));
    const second = deviceKeyOf(req("http://127.0.0.1:3000/"));
    expect(first.setCookie[0]).toMatch(/^device_key=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(first.keyHash).not.toBe(second.keyHash);
    expect(first.keyHash).toBe(deviceKeyHash(first.setCookie[0]!.split(";")[0]!.slice("device_key=".length)));
    expect(deviceKeyOf(req("https://shop.example/")).setCookie[0]).toMatch(/; Secure$/);
  });

  it("is read from the cookie and kept, never sent again", () => {
    const held = deviceKeyOf(req("http://127.0.0.1:3000/", { cookie: `local_device_id=x; device_key=${KEY}` }));
    expect(held).toEqual({ keyHash: deviceKeyHash(KEY), setCookie: [] });
  });

  it("a missing or malformed key is no proof", () => {
    expect(heldDeviceKeyHash(req("http://127.0.0.1:3000/"))).toBeNull();
    expect(heldDeviceKeyHash(req("http://127.0.0.1:3000/", { cookie: "device_key=short" }))).toBeNull();
    expect(
      heldDeviceKeyHash(
        req("http://127.0.0.1:3000/", { cookie: "local_device_id=9b2d6f4e-1a3c-4e5f-8a7b-0c1d2e3f4a5b" }),
      ),
    ).toBeNull();
  });
});
