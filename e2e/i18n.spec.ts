import { expect, test } from "@playwright/test";

// The language list in the footer: each language has its own addresses (English unprefixed, /fr/…, /id/…); a choice
// goes to the same page in that language and is kept in the `lang` cookie, and <html lang> follows.

test("English is the default: spec texts and <html lang=en>", async ({ page }) => {
  await page.goto("/stores");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("GET OFFERS Up To 40% off")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "TOPS", exact: true }),
  ).toBeVisible();
  const languages = page.getByRole("list", { name: "Languages" });
  await expect(languages.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  await expect(languages.getByRole("link", { name: /^French/ })).not.toHaveAttribute("aria-current", /.*/);
  // Each language's link keeps the choice and opens the same page in that language (app/language/[lang]/route.ts).
  await expect(languages.getByRole("link", { name: /^French/ })).toHaveAttribute("href", "/language/fr?next=%2Fstores");
  await expect(languages.getByRole("link", { name: "Bahasa Indonesia" })).toHaveAttribute(
    "href",
    "/language/id?next=%2Fstores",
  );
});

test("switching to French changes the header and pages, survives a reload and other pages", async ({
  page,
  context,
}) => {
  await page.goto("/faq");
  await page
    .getByRole("list", { name: "Languages" })
    .getByRole("link", { name: /^French/ })
    .click();

  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveURL(/\/fr\/faq$/);
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "HAUTS", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "SOLDES", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Langue" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Panier, \d+ articles?$/ })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("OFFRES jusqu'à -40 %")).toBeVisible();

  // Client navigation to another page keeps the language: the page's links are in it.
  await page.getByRole("contentinfo").getByRole("link", { name: "Boutiques", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/stores$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(
    page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "BOUTIQUES" }),
  ).toBeVisible();

  // The choice is remembered: an unprefixed address opens in French.
  await page.goto("/tnc");
  await expect(page).toHaveURL(/\/fr\/tnc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");

  // A 404 speaks the language too, inside and outside the page tree.
  const missingProduct = await page.goto("/product/99999999");
  expect(missingProduct?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
  const unknown = await page.goto("/no-such-page");
  expect(unknown?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
});

test("switching to Bahasa Indonesia and back to English", async ({ page }) => {
  await page.goto("/tnc");
  await page.getByRole("list", { name: "Languages" }).getByRole("link", { name: "Bahasa Indonesia" }).click();
  await expect(page).toHaveURL(/\/id\/tnc$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  const nav = page.getByRole("navigation", { name: "Utama" });
  await expect(nav.getByRole("link", { name: "ATASAN", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "BAWAHAN", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Layanan Pelanggan" })).toBeVisible();

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("link", { name: "Langsung ke konten" })).toBeAttached();

  await page
    .getByRole("list", { name: "Bahasa" })
    .getByRole("link", { name: /^Inggris/ })
    .click();
  await expect(page).toHaveURL(/\/tnc$/);
  await expect(page).not.toHaveURL(/\/id\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "TOPS", exact: true }),
  ).toBeVisible();
});

test("each language has its addresses: /en/… goes to the unprefixed one, the cookie's choice to its own, other codes are 404s", async ({
  request,
}) => {
  const french = await request.get("/fr/products");
  expect(french.status()).toBe(200);
  expect(await french.text()).toContain('<html lang="fr"');
  const english = await request.get("/en/product/18?utm_source=mail", { maxRedirects: 0 });
  expect([english.status(), english.headers()["location"]]).toEqual([308, "/product/18?utm_source=mail"]);
  expect((await request.get("/en", { maxRedirects: 0 })).headers()["location"]).toBe("/");
  const chosen = await request.get("/products?sort=NEWEST", { headers: { cookie: "lang=id" }, maxRedirects: 0 });
  expect([chosen.status(), chosen.headers()["location"]]).toEqual([307, "/id/products?sort=NEWEST"]);
  const unknown = await request.get("/", { headers: { cookie: "lang=de" } });
  expect(await unknown.text()).toContain('<html lang="en"');
  expect((await request.get("/de/products")).status()).toBe(404);
  // The cached listings' internal paths are not addresses.
  expect((await request.get("/id/products/cached/-/-/-/-/-/-")).status()).toBe(404);
  expect((await request.get("/products/cached/-/-/-/-/-/-")).status()).toBe(404);
  // The API keeps its one address.
  expect((await request.get("/api/v1/products?limit=1")).status()).toBe(200);
  expect((await request.get("/id/api/v1/products?limit=1")).status()).toBe(404);
});
