import { expect, test, type Page } from "@playwright/test";
import { validateSitemap } from "../tests/support/sitemap-schema";
import { PASSWORD, signUpByApi } from "./account-helpers";
import { holdScripts } from "./hydration-support";
import { overflowOf, settle } from "./phone-support";

/** The refused sign-in's answer in Indonesian (not one of the spec's own texts: its code is in the whole tree only). */
const ID_BAD_CREDENTIALS = "Email atau kata sandi yang Anda masukkan salah.";

// One address per language (issue #20): /id/… and /fr/… beside the spec's unprefixed English pages, each page with its
// canonical address and hreflang alternates, a sitemap listing them, and an offer of Indonesian to an Indonesian browser.

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
        l.getAttribute("hreflang"),
        new URL(l.getAttribute("href") ?? "").pathname,
      ]),
    ),
  }));
}

test("/id/products: Indonesian, its own canonical address and the alternates of every language", async ({ page }) => {
  await page.goto("/id/products");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: /Ditemukan|barang|produk/i })
      .first(),
  ).toBeVisible();
  const { canonical, alternates } = await headLinks(page);
  expect(new URL(canonical ?? "").pathname).toBe("/id/products");
  expect(alternates).toEqual({ en: "/products", fr: "/fr/products", id: "/id/products", "x-default": "/products" });

  // Its links stay in Indonesian: a product card opens the Indonesian product page, prices in rupiah the Indonesian way.
  await page.locator('main a[href^="/id/product/"]:visible').first().click();
  await expect(page).toHaveURL(/\/id\/product\/\d+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(
    page
      .locator("main")
      .getByText(/^Rp\s?\d{1,3}(\.\d{3})+$/)
      .first(),
  ).toBeVisible();
});

test("/fr/product/{id}: French, canonical in French, alternates in every language", async ({ page }) => {
  const response = await page.goto("/fr/product/18");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const { canonical, alternates } = await headLinks(page);
  expect(new URL(canonical ?? "").pathname).toBe("/fr/product/18");
  expect(alternates).toEqual({
    en: "/product/18",
    fr: "/fr/product/18",
    id: "/id/product/18",
    "x-default": "/product/18",
  });
  // The English page names the same alternates and its own canonical.
  await page.goto("/product/18");
  const english = await headLinks(page);
  expect(new URL(english.canonical ?? "").pathname).toBe("/product/18");
  expect(english.alternates).toEqual(alternates);
});

test("an Indonesian product page shows 'Rp' prices and Indonesian buttons", async ({ page }) => {
  await page.goto("/id/product/18");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(
    page
      .locator("main")
      .getByText(/^Rp\s?\d{1,3}(\.\d{3})+$/)
      .first(),
  ).toBeVisible();
  await expect(page.locator("main").getByText(/IDR/)).toHaveCount(0);
});

test("the sitemap lists every page in each language with its alternates, and validates against the sitemaps.org schema", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/id/product/18</loc>");
  expect(xml).toContain("/fr/product/18</loc>");
  expect(xml).toMatch(/<loc>[^<]*\/product\/18<\/loc>/);
  expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]*\/product\/18" \/>/);
  expect(xml).toContain("/id/products?category_id=9&amp;category_sub_id=901</loc>");
  const result = await validateSitemap(xml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  // The check can fail: an alternate without its address is refused.
  const broken = xml.replace(/ href="[^"]*\/id\/product\/18"/, "");
  expect((await validateSitemap(broken)).valid).toBe(false);
});

test("an unknown address under /id or /fr is a 404 in that language, with the site's header and footer", async ({
  page,
}) => {
  const id = await page.goto("/id/no-such-page");
  expect(id?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { name: "Halaman tidak ditemukan" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Utama" }).getByRole("link", { name: "ATASAN", exact: true }),
  ).toBeVisible();

  const fr = await page.goto("/fr/collections/ete");
  expect(fr?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

test("signed out, /id/account goes to the Indonesian sign-in page and back", async ({ page }) => {
  await page.goto("/id/account/orders");
  await expect(page).toHaveURL(/\/id\/sign-in\?next=%2Fid%2Faccount%2Forders$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
});

test.describe("a browser that prefers Indonesian", () => {
  test.use({ locale: "id-ID" });

  test("is offered the Indonesian page on a first visit; following the offer is remembered", async ({
    page,
    context,
  }) => {
    await page.goto("/products?sort=NEWEST");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByRole("complementary", { name: "Bahasa" });
    await expect(offer).toContainText("Halaman ini tersedia dalam Bahasa Indonesia.");
    await offer.getByRole("button", { name: "Buka dalam Bahasa Indonesia" }).click();
    await expect(page).toHaveURL(/\/id\/products\?sort=NEWEST$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("id");
    // Remembered: an unprefixed address now opens in Indonesian, and nothing is offered any more.
    await page.goto("/stores");
    await expect(page).toHaveURL(/\/id\/stores$/);
    await expect(page.getByRole("complementary", { name: "Bahasa" })).toHaveCount(0);
  });

  test("declining keeps English and the offer does not come back", async ({ page, context }) => {
    await page.goto("/faq");
    const offer = page.getByRole("complementary", { name: "Bahasa" });
    await offer.getByRole("button", { name: "Tetap dalam bahasa Inggris" }).click();
    await expect(offer).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    await page.reload();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("list", { name: "Languages" })).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Bahasa" })).toHaveCount(0);
  });
});

test.describe("with script off", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused sign-in on the Indonesian page answers on the Indonesian page", async ({ page }) => {
    await page.goto("/id/sign-in");
    await page.getByLabel(/email/i).fill("nobody@example.com");
    await page.getByLabel(/sandi/i).first().fill("wrong-password-1");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/id\/sign-in$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expect(page.getByText(ID_BAD_CREDENTIALS, { exact: true })).toBeVisible();
  });

  test("the footer's languages link to each language's page", async ({ page }) => {
    await page.goto("/id/faq");
    const languages = page.getByRole("list", { name: "Bahasa" });
    await expect(languages.getByRole("link", { name: /^Inggris/ })).toHaveAttribute("href", "/language/en?next=%2F");
    await expect(languages.getByRole("link", { name: /^Prancis/ })).toHaveAttribute("href", "/language/fr?next=%2F");
  });

  test("English chosen from an Indonesian page stays English, though the cookie said Indonesian", async ({
    page,
    context,
  }) => {
    await page.goto("/id/tnc");
    await context.addCookies([{ name: "lang", value: "id", url: new URL("/", page.url()).toString() }]);
    await page
      .getByRole("list", { name: "Bahasa" })
      .getByRole("link", { name: /^Inggris/ })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("en");
    // The next unprefixed page opens in English too.
    await page.goto("/stores");
    await expect(page).toHaveURL((url) => url.pathname === "/stores");
  });
});

test("a phone at 360 px in an Indonesian browser: the offer bar and the language pages fit the screen", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 756 },
    screen: { width: 360, height: 756 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "id-ID",
  });
  const page = await context.newPage();
  await page.goto("/products");
  const offer = page.getByRole("complementary", { name: "Bahasa" });
  await expect(offer.getByRole("button", { name: "Buka dalam Bahasa Indonesia" })).toBeVisible();
  await settle(page);
  expect(await overflowOf(page)).toEqual([]);
  for (const path of ["/id/products", "/id/product/18", "/fr/sign-in", "/id/cart", "/fr/faq"]) {
    await page.goto(path);
    await settle(page);
    expect([path, await overflowOf(page)]).toEqual([path, []]);
  }
  await context.close();
});

test("a refused sign-in sent on /id/sign-in before hydration reads in Indonesian, in the HTML and once hydrated", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  const held = await holdScripts(page);
  await page.goto("/id/sign-in", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Kata Sandi", { exact: true }).fill("wrong-password-1");
  await page.getByRole("main").getByRole("button", { name: "Masuk" }).click();
  // The server's answer, scripts still held: the message is not one of the spec's, translated on the server.
  await expect(page.getByText(ID_BAD_CREDENTIALS, { exact: true })).toBeVisible();
  await held.release();
  await expect(page.locator("[data-not-ready]")).toHaveCount(0);
  await expect(page.getByText(ID_BAD_CREDENTIALS, { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test("a sign-in typed and sent on /id/sign-in before hydration signs in and goes on in Indonesian", async ({
  page,
}) => {
  const email = await signUpByApi(page, "hydr-id");
  await page.request.post("/api/v1/auth/sign-out");
  const held = await holdScripts(page);
  await page.goto("/id/sign-in", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Kata Sandi", { exact: true }).fill(PASSWORD);
  const submit = page.getByRole("main").getByRole("button", { name: "Masuk" });
  const click = submit.click();
  await held.release();
  await click;
  await expect(page).toHaveURL((url) => url.pathname === "/id");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("link", { name: "Akun saya" })).toHaveAttribute("href", "/id/account");
});
