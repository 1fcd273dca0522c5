/**
 * Promises 4 and 6 over real HTTP on the production server: security headers and the Content-Security-Policy
 * (a fresh nonce on sensitive pages, carried by every script), cookie flags, cross-site writes refused, and account
 * pages that check the session themselves (a forged or revoked cookie passes proxy.ts but shows no account data), and
 * redirects that stay on the shop whatever `next` they are given (the language switch, sign-in, and the two chained).
 */
import { createHash, randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";

const PORT = hardeningPort(Number(process.env.HARDENING_HTTP_PORT ?? 3304));
let server: ServerHandle;
let base = "";
const json = { "content-type": "application/json" };

beforeAll(async () => {
  ensureBuild();
  server = await startServer(PORT);
  base = server.url;
}, 180_000);
afterAll(() => stopServer(server));

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

async function signUp() {
  const email = `http-${randomUUID()}@example.com`;
  const name = `Http ${email.slice(5, 13)}`;
  const res = await fetch(`${base}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name, gender: "FEMALE", email, password: "rahasia123", password_conf: "rahasia123" }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { access_token: string } };
  return { name, email, token: body.data.access_token, setCookie: res.headers.get("set-cookie") ?? "" };
}

describe("security headers and the Content-Security-Policy", () => {
  it.each(["/", "/product/19", "/products", "/stores"])(
    "the cached catalogue page %s gets the locked, nonce-free policy",
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      const csp = directives(res.headers.get("content-security-policy") ?? "");
      expect(csp.get("default-src")).toEqual(["'self'"]);
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("connect-src")).toEqual(["'self'"]);
      expect(csp.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
      // No payment provider posts a form elsewhere: Faspay Xpress v4 is server to server and sends the browser by redirect.
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-powered-by")).toBeNull();
    },
  );

  it.each(["/sign-in", "/sign-up", "/forgot-password", "/cart", "/checkout", "/payment/response"])(
    "the sensitive page %s gets a fresh nonce that every script carries",
    async (path) => {
      const nonces: string[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}${path}`, { redirect: "manual" });
        expect(res.status).toBe(200);
        const csp = directives(res.headers.get("content-security-policy") ?? "");
        const script = csp.get("script-src") ?? [];
        expect(script).toContain("'strict-dynamic'");
        expect(script).not.toContain("'unsafe-inline'");
        expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
        expect(csp.get("object-src")).toEqual(["'none'"]);
        const nonce = script.find((s) => s.startsWith("'nonce-"))?.slice(7, -1) ?? "";
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        nonces.push(nonce);
        const html = await res.text();
        const tags = [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)];
        expect(tags.length).toBeGreaterThan(0);
        // Every script carries the nonce, or is an inline script the policy names by its hash (the service worker's
        // registration in the cached layout, which cannot know a request's nonce: components/layout/worker-registration.tsx).
        const hashed = (body: string) =>
          script.includes(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
        expect(
          tags
            .filter(([, tag, body]) => !tag!.includes(`nonce="${nonce}"`) && !(body && hashed(body)))
            .map(([, tag]) => tag),
        ).toEqual([]);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    },
  );

  it("API answers may not be framed or load anything", async () => {
    const res = await fetch(`${base}/api/v1/health`);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("cookies and cross-site writes", () => {
  it("sets the session cookie HttpOnly and SameSite, and Secure when the shopper came over HTTPS", async () => {
    const plain = await signUp();
    expect(plain.setCookie).toMatch(/^access_token=[^;]+;/);
    expect(plain.setCookie).toMatch(/HttpOnly/i);
    expect(plain.setCookie).toMatch(/SameSite=(Lax|Strict)/i);
    const res = await fetch(`${base}/api/v1/auth/sign-in`, {
      method: "POST",
      headers: { ...json, "x-forwarded-proto": "https" },
      body: JSON.stringify({ email: plain.email, password: "rahasia123" }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/;\s*Secure/i);
  });

  it("refuses state-changing calls from another site, with the cookie or without", async () => {
    const shopper = await signUp();
    const body = JSON.stringify({ local_device_id: randomUUID(), product_detail_id: 19, size: "S", qty: 1 });
    const evil = await fetch(`${base}/api/v1/cart`, {
      method: "POST",
      headers: { ...json, origin: "https://evil.example" },
      body,
    });
    expect(evil.status).toBe(403);
    expect(((await evil.json()) as { error: { message: string } }).error.message).toBe(
      "Requests from another site are not allowed.",
    );
    const crossSite = await fetch(`${base}/api/v1/user/newsletter/subscribe`, {
      method: "POST",
      headers: { cookie: `access_token=${shopper.token}`, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const signOut = await fetch(`${base}/api/v1/auth/sign-out`, {
      method: "POST",
      headers: { cookie: `access_token=${shopper.token}`, origin: "https://evil.example" },
    });
    expect(signOut.status).toBe(403);
    const still = await fetch(`${base}/api/v1/user/profile`, { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(still.status).toBe(200);
    const ours = await fetch(`${base}/api/v1/user/newsletter/subscribe`, {
      method: "POST",
      headers: { cookie: `access_token=${shopper.token}`, origin: base, "sec-fetch-site": "same-origin" },
    });
    expect(ours.status).toBe(200);
  });
});

describe("account pages check the session themselves", () => {
  const pages = [
    "/account",
    "/account/orders",
    "/account/shipping-address",
    "/account/wishlist",
    "/account/change-password",
  ];

  it("a forged or revoked cookie passes proxy.ts but gets no account data", async () => {
    const shopper = await signUp();
    const own = await fetch(`${base}/account`, {
      headers: { cookie: `access_token=${shopper.token}` },
      redirect: "manual",
    });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(shopper.email);

    const revoked = await signUp();
    await fetch(`${base}/api/v1/auth/sign-out`, {
      method: "POST",
      headers: { authorization: `Bearer ${revoked.token}` },
    });
    for (const cookie of [
      `access_token=${randomUUID()}`,
      `access_token=${revoked.token}`,
      `access_token=${shopper.token}x`,
    ]) {
      for (const page of pages) {
        const res = await fetch(`${base}${page}`, { headers: { cookie }, redirect: "manual" });
        const html = await res.text();
        expect({
          page,
          cookie,
          leaked: [shopper.email, revoked.email, revoked.name].filter((s) => html.includes(s)),
        }).toEqual({ page, cookie, leaked: [] });
        expect([303, 307, 308, 200]).toContain(res.status);
        if (res.status !== 200) expect(res.headers.get("location")).toMatch(/\/sign-in(\?next=|$)/);
        else expect(html).toMatch(/sign-in\?next=|NEXT_REDIRECT/);
      }
    }
  }, 120_000);
});

describe("redirects never leave the shop", () => {
  const EVIL = [
    "/fr//evil.example/x",
    "/id/\\evil.example",
    "/\\evil.example",
    "//evil.example",
    "/%2F%2Fevil.example",
    "/fr/%2Fevil.example",
    "/%5Cevil.example",
    "/%2f%5cevil.example",
    "/%252F%252Fevil.example",
    "/\t/evil.example",
  ];

  /**
   * Where a page sends the browser: its Location, or the redirect Next writes into a page it had begun to stream (the
   * `NEXT_REDIRECT;replace;<url>;307;` its script follows).
   */
  async function target(res: Response): Promise<string | null> {
    const location = res.headers.get("location");
    if (location !== null) return location;
    const streamed = /NEXT_REDIRECT;(?:replace|push);([^;"\\]*);\d{3};/.exec(await res.text());
    return streamed ? streamed[1]! : null;
  }

  /** Follows the shop's redirects by hand (at most five), failing on the first that points off the shop. */
  async function follow(path: string, cookie = ""): Promise<string> {
    let at = path;
    for (let hop = 0; hop < 5; hop++) {
      const res = await fetch(new URL(at, base), { headers: { cookie }, redirect: "manual" });
      const next = await target(res);
      if (next === null) return at;
      const url = new URL(next, new URL(at, base));
      expect({ from: at, to: next, origin: url.origin }).toEqual({ from: at, to: next, origin: base });
      at = `${url.pathname}${url.search}`;
    }
    return at;
  }

  it("the language switch sends a foreign or disguised next to the language's home", async () => {
    for (const next of EVIL) {
      const res = await fetch(`${base}/language/id?next=${encodeURIComponent(next)}`, { redirect: "manual" });
      expect(res.status).toBe(303);
      expect({ next, location: res.headers.get("location") }).toEqual({ next, location: "/id" });
      const en = await fetch(`${base}/language/en?next=${encodeURIComponent(next)}`, { redirect: "manual" });
      expect({ next, location: en.headers.get("location") }).toEqual({ next, location: "/" });
    }
    const own = await fetch(`${base}/language/fr?next=${encodeURIComponent("/id/products?sort=NEWEST")}`, {
      redirect: "manual",
    });
    expect(own.headers.get("location")).toBe("/fr/products?sort=NEWEST");
  });

  it("sign-in's next, chained through the language switch, stays on the shop", async () => {
    const shopper = await signUp();
    const cookie = `access_token=${shopper.token}`;
    for (const next of EVIL) {
      const chained = `/language/en?next=${encodeURIComponent(next)}`;
      for (const signIn of ["/sign-in", "/id/sign-in"]) {
        expect(await follow(`${signIn}?next=${encodeURIComponent(chained)}`, cookie)).not.toContain("evil");
        expect(await follow(`${signIn}?next=${encodeURIComponent(next)}`, cookie)).not.toContain("evil");
      }
    }
    expect(await follow(`/sign-in?next=${encodeURIComponent("/account/orders")}`, cookie)).toBe("/account/orders");
  }, 60_000);
});
