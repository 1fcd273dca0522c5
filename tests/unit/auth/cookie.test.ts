import { clearedSessionCookie, isHttpsRequest, sessionCookie } from "@/lib/server/auth/cookie";

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("the session cookie", () => {
  it("is httpOnly and SameSite=Lax, without Secure on plain http (the e2e server)", () => {
    const cookie = sessionCookie(req("http://127.0.0.1:3102/api/v1/auth/sign-in"), "tok", 60);
    expect(cookie).toBe("access_token=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=60");
  });

  it("is Secure when the shopper came over https, directly or through a proxy", () => {
    expect(sessionCookie(req("https://shop.example/api"), "tok", 60)).toMatch(/; Secure$/);
    expect(sessionCookie(req("http://internal:3000/api", { "x-forwarded-proto": "https, http" }), "tok", 60)).toMatch(
      /; Secure$/,
    );
    expect(isHttpsRequest(req("https://shop.example/api", { "x-forwarded-proto": "http" }))).toBe(false);
  });

  it("is cleared with an empty value and Max-Age=0", () => {
    expect(clearedSessionCookie(req("http://localhost/"))).toBe(
      "access_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
    );
  });
});
