/**
 * The shop works whatever address it is bound to: every page of the spec's route table answers 200 with the
 * production server bound to loopback only (`next start -H 127.0.0.1`, as behind a reverse proxy on the same host)
 * and bound to every address (`-H 0.0.0.0`), in each language. A page rewrite that Next had to fetch over HTTP
 * (from `localhost`, where a loopback-bound server does not listen) would answer 500 here.
 */
import { randomUUID } from "node:crypto";
import { ensureBuild, hardeningPort, startServer, stopServer, type ServerHandle } from "../support/hardening-server";
import { localHref } from "@/lib/i18n/route";

const PORT = hardeningPort(Number(process.env.HARDENING_BIND_PORT ?? 3311));

/** The spec's route table (section 2); /fashion redirects home, the rest are pages of their own. */
const ROUTES = [
  "/",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/products",
  "/product/19",
  "/cart",
  "/checkout",
  "/payment/response",
  "/shop/men",
  "/shop/women",
  "/fashion",
  "/hashtag",
  "/stores",
  "/stores/online-delivery",
  "/stores/pickup-on-store",
  "/faq",
  "/tnc",
  "/account",
  "/account/orders",
  "/account/wishlist",
  "/account/shipping-address",
  "/account/change-password",
];

async function sessionCookie(base: string): Promise<string> {
  const email = `bind-${randomUUID()}@example.com`;
  const res = await fetch(`${base}/api/v1/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bind Test",
      gender: "FEMALE",
      email,
      password: "rahasia123",
      password_conf: "rahasia123",
    }),
  });
  expect(res.status).toBe(200);
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  return `access_token=${token}`;
}

describe.each(["127.0.0.1", "0.0.0.0"])("the production server bound to %s", (host) => {
  let server: ServerHandle | null = null;

  beforeAll(async () => {
    ensureBuild();
    server = await startServer(PORT, {}, host);
  }, 180_000);
  afterAll(() => stopServer(server));

  it.each(["en", "fr", "id"] as const)(
    "answers every page of the route table with 200 at its %s address",
    async (lang) => {
      const base = server!.url;
      // The account pages with a session; the others as a signed-out visitor sees them (a signed-in shopper is sent on
      // from /sign-in and /sign-up by a redirect streamed into the page, which only a browser follows).
      const signedIn = await sessionCookie(base);
      const failures: string[] = [];
      for (const route of ROUTES) {
        const headers: Record<string, string> = route.startsWith("/account") ? { cookie: signedIn } : {};
        const res = await fetch(`${base}${localHref(lang, route)}`, { headers });
        const body = await res.text();
        if (res.status !== 200) failures.push(`${route}: ${res.status}`);
        else if (!body.includes(`<html lang="${lang}"`)) failures.push(`${route}: not in ${lang}`);
      }
      expect(failures).toEqual([]);
      expect(server!.output()).not.toMatch(/Failed to proxy/);
    },
    120_000,
  );

  it("keeps internal paths out of reach (a 404, not a second URL for a page) and sends /en/… to the unprefixed address", async () => {
    for (const path of [
      "/products/cached/-/-/-/-/-/-",
      "/id/products/cached/-/-/-/-/-/-",
      "/de/products",
      "/fr/api/v1/products",
    ]) {
      expect([path, (await fetch(`${server!.url}${path}`, { redirect: "manual" })).status]).toEqual([path, 404]);
    }
    const english = await fetch(`${server!.url}/en/cart`, { redirect: "manual" });
    expect([english.status, english.headers.get("location")]).toEqual([308, "/cart"]);
  });
});
