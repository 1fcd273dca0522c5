import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const post = (path: string, headers: Record<string, string>) =>
  proxy(new NextRequest(`http://shop.test${path}`, { method: "POST", headers }));

describe("form posts to the sign-in pages (server actions)", () => {
  it.each(["/sign-in", "/sign-up", "/forgot-password", "/reset-password?token=x", "/account"])(
    "refuses a post to %s from another site with a 403 before Next runs the action",
    async (path) => {
      const crossSite: Record<string, string>[] = [
        { host: "shop.test", origin: "https://evil.example" },
        { host: "shop.test", "sec-fetch-site": "cross-site" },
        { host: "shop.test", origin: "null" },
      ];
      for (const headers of crossSite) {
        const res = post(path, headers);
        expect(res.status).toBe(403);
        expect(await res.text()).toBe("Requests from another site are not allowed.");
      }
    },
  );

  it("lets the shop's own posts through to the page", () => {
    // The shop's own origin is SITE_URL's (http://localhost in the tests), never what Host says.
    const res = post("/sign-in", { host: "localhost", origin: "http://localhost", "sec-fetch-site": "same-origin" });
    expect(res.status).toBe(200);
    // On to the page (its language's tree comes from next.config.ts's rewrites, never from the proxy).
    expect(res.headers.get("x-middleware-next")).toBe("1");
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
  });
});
