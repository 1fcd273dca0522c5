import { createHash } from "node:crypto";
import { isSavedPage, isSavedPagePath } from "@/lib/domain/system/saved-pages";
import { webAppManifest } from "@/lib/domain/system/web-app-manifest";
import { WORKER_REGISTRATION_HASH, WORKER_REGISTRATION_SCRIPT } from "@/lib/domain/system/worker-registration";
import { cataloguePolicy, strictPolicy } from "@/lib/server/http/csp";

describe("what the service worker may keep", () => {
  it.each([
    "/",
    "/id",
    "/fr/",
    "/products",
    "/id/products",
    "/product/19",
    "/fr/product/3",
    "/shop/men",
    "/stores",
    "/stores/pickup-on-store",
    "/faq",
    "/tnc",
    "/hashtag",
  ])("keeps the public page %s", (path) => expect(isSavedPagePath(path)).toBe(true));

  it.each([
    "/account",
    "/id/account/orders",
    "/cart",
    "/checkout",
    "/id/checkout",
    "/sign-in",
    "/sign-up",
    "/payment/response",
    "/api/v1/cart",
    "/api/v1/products",
    "/offline",
    "/dev/outbox",
    "/product/19/x",
  ])("never keeps %s", (path) => expect(isSavedPagePath(path)).toBe(false));

  it("never keeps the router's data requests of a public page", () => {
    expect(isSavedPage(new URL("http://shop.test/product/19?_rsc=abc"))).toBe(false);
    expect(isSavedPage(new URL("http://shop.test/products?sort=NEWEST"))).toBe(true);
    expect(isSavedPage(new URL("http://shop.test/products?search=kemeja"))).toBe(false);
  });
});

describe("the registration script", () => {
  it("is allowed on the strict pages by its hash, which matches the script's bytes", () => {
    const digest = createHash("sha256").update(WORKER_REGISTRATION_SCRIPT).digest("base64");
    expect(WORKER_REGISTRATION_HASH).toBe(`'sha256-${digest}'`);
    expect(strictPolicy("n0nce")).toContain(`'nonce-n0nce' ${WORKER_REGISTRATION_HASH} 'strict-dynamic'`);
  });

  it("leaves the catalogue policy's inline allowance alone (a hash there would switch 'unsafe-inline' off)", () => {
    expect(cataloguePolicy()).not.toContain("sha256-");
  });
});

describe("the web app manifest", () => {
  const texts = { appName: "Storefront", appShortName: "Storefront", description: "Fashion" };

  it("starts and stays in its language: English the whole shop, Indonesian its own tree", () => {
    expect(webAppManifest("en", "/", texts)).toMatchObject({ start_url: "/", scope: "/", id: "/" });
    expect(webAppManifest("id", "/id", texts)).toMatchObject({ start_url: "/id", scope: "/id", id: "/id", lang: "id" });
  });

  it("has the icons an install needs, one of them maskable", () => {
    const { icons } = webAppManifest("en", "/", texts);
    expect(icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});
