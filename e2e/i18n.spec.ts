import { expect, test } from "@playwright/test";

// The language list in the footer: the choice is kept in the `lang` cookie, the pages come from the server in that
// language under the same URLs, and <html lang> follows.

test("English is the default: spec texts and <html lang=en>", async ({ page }) => {
  await page.goto("/stores");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText("GET OFFERS Up To 40% off")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "TOPS", exact: true })).toBeVisible();
  const languages = page.getByRole("list", { name: "Languages" });
  await expect(languages.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await expect(languages.getByRole("button", { name: /^French/ })).toHaveAttribute("aria-pressed", "false");
});

test("switching to French changes the header and pages, survives a reload and other pages", async ({ page, context }) => {
  await page.goto("/faq");
  await page.getByRole("list", { name: "Languages" }).getByRole("button", { name: /^French/ }).click();

  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveURL(/\/faq$/);
  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav.getByRole("link", { name: "HAUTS", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "SOLDES", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Langue" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Panier, \d+ articles?$/ })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("fr");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByText("OFFRES jusqu'à -40 %")).toBeVisible();

  // Client navigation to another page keeps the language (the proxy rewrites the RSC request too).
  await page.getByRole("contentinfo").getByRole("link", { name: "Boutiques", exact: true }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "BOUTIQUES" })).toBeVisible();

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
  await page.getByRole("list", { name: "Languages" }).getByRole("button", { name: "Bahasa Indonesia" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  const nav = page.getByRole("navigation", { name: "Utama" });
  await expect(nav.getByRole("link", { name: "ATASAN", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "BAWAHAN", exact: true })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Layanan Pelanggan" })).toBeVisible();

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("link", { name: "Langsung ke konten" })).toBeAttached();

  await page.getByRole("list", { name: "Bahasa" }).getByRole("button", { name: /^Inggris/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "TOPS", exact: true })).toBeVisible();
});

test("the language pages are not reachable under a prefixed URL", async ({ request }) => {
  expect((await request.get("/fr/products")).status()).toBe(404);
  expect((await request.get("/en")).status()).toBe(404);
  const french = await request.get("/", { headers: { cookie: "lang=fr" } });
  expect(await french.text()).toContain('<html lang="fr"');
  const unknown = await request.get("/", { headers: { cookie: "lang=de" } });
  expect(await unknown.text()).toContain('<html lang="en"');
});
