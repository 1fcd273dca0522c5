import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { apiProducts } from "./catalog-support";
import { overflowOf, phoneContext, settle } from "./phone-support";

/** The count a filter value shows in its accessible name ("M, 12 products"). */
async function countOf(scope: Page | Locator, name: RegExp): Promise<{ value: string; count: number }> {
  const box = scope.getByRole("checkbox", { name }).first();
  const label = (await box.getAttribute("aria-label")) ?? "";
  const [, value, count] = /^(.*), (\d+) products$/.exec(label) ?? [];
  return { value, count: Number(count) };
}

test("desktop: a size and a price range filter the listing, each value shows what it would leave, and the page is noindex", async ({
  page,
  request,
}) => {
  // Three server-rendered filter changes in one test: on a busy machine more than the default 45 s.
  test.slow();
  await page.goto("/products?category_id=9");
  const panel = page.getByRole("form", { name: "Filters" });
  await expect(panel).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const { value, count } = await countOf(page, /^M, \d+ products$/);
  expect(count).toBeGreaterThan(0);
  await panel.getByRole("checkbox", { name: /^M, \d+ products$/ }).check();
  await expect(page).toHaveURL(/size=M/);
  await expect(page.getByText(`Found ${count} Items`)).toBeVisible();
  const api = await apiProducts(request, `category_id=9&size=${value}&sort=PRICE_DESC&limit=8`);
  expect(api.product_count).toBe(count);
  await expect(page.getByRole("article").first()).toHaveAccessibleName(api.products[0].product_name);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/products\?category_id=9$/);

  const bucket = page.getByRole("link", { name: / to IDR / }).first();
  const shown = Number(/\((\d+)\)/.exec((await bucket.textContent()) ?? "")?.[1]);
  await bucket.click();
  await expect(page).toHaveURL(/price_min=\d+&price_max=\d+/, { timeout: 30_000 });
  await expect(page).toHaveURL(/size=M/);
  await expect(page.getByText(`Found ${shown} Items`)).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  // A server-rendered listing again, as the price bucket's above.
  await expect(page).toHaveURL((url) => !url.search.includes("size=") && url.search.includes("category_id=9"), {
    timeout: 30_000,
  });
});

const PHONE_TEXT = {
  en: {
    prefix: "",
    panel: "Filters",
    size: "Size",
    color: "Colour",
    show: /^Show \d+ products?$/,
    active: "Active filters",
    remove: "Remove filter",
    clearAll: "Clear all",
    found: /^Found \d+ Items?$/,
  },
  id: {
    prefix: "/id",
    panel: "Filter",
    size: "Ukuran",
    color: "Warna",
    show: /^Tampilkan \d+ produk$/,
    active: "Filter aktif",
    remove: "Hapus filter",
    clearAll: "Hapus semua",
    found: /^Ditemukan \d+ Produk$/,
  },
} as const;

for (const lang of ["en", "id"] as const) {
  test(`[${lang}] phone: the 'Filter' sheet keeps several choices until applied, then the active filters show, each removable, and 'Clear all'`, async ({
    browser,
  }) => {
    test.slow();
    const t = PHONE_TEXT[lang];
    const context = await phoneContext(browser, 360);
    const page = await context.newPage();
    await page.goto(`${t.prefix}/products`);
    await expect(page.getByRole("form", { name: t.panel, exact: true })).toBeHidden();
    // Named for what it holds: the drawer has the filters as well as the categories (whose own list keeps its name).
    await expect(page.getByRole("button", { name: "Categories" })).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Filter", exact: true });
    await toggle.click();
    const panel = page.getByRole("form", { name: t.panel, exact: true });
    await expect(panel).toBeVisible();

    // Two taps (a size, a colour): each only ticks its box; the list, the open sheet and the scroll position stay.
    const size = panel.getByRole("group", { name: t.size }).getByRole("checkbox", { disabled: false }).first();
    const colour = panel.getByRole("group", { name: t.color }).getByRole("checkbox", { disabled: false }).first();
    await size.scrollIntoViewIfNeeded();
    const urlBefore = page.url();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    const sizeName = ((await size.getAttribute("aria-label")) ?? "").split(",")[0]!;
    const colourName = ((await colour.getAttribute("aria-label")) ?? "").split(",")[0]!;
    await size.tap();
    await expect(size).toBeChecked();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);
    await colour.tap();
    await expect(colour).toBeChecked();
    expect(page.url()).toBe(urlBefore);
    await expect(panel).toBeVisible();

    // Applied together (the sheet's button at its foot): the results are in view (not the top of the page), the
    // filters listed above them.
    await page.getByRole("button", { name: t.show }).tap();
    await expect(page).toHaveURL((url) => url.searchParams.get("size") === sizeName && url.searchParams.has("color"));
    await expect(page.getByRole("button", { name: "Filter (2)", exact: true })).toBeVisible();
    await expect(page.getByText(t.found).filter({ visible: true })).toBeInViewport();
    const active = page.getByRole("navigation", { name: t.active });
    await expect(active.getByRole("link", { name: `${t.remove}: ${t.size}: ${sizeName}` })).toBeVisible();
    await expect(active.getByRole("link", { name: `${t.remove}: ${t.color}: ${colourName}` })).toBeVisible();
    await settle(page);
    expect(await overflowOf(page)).toEqual([]);

    await active.getByRole("link", { name: `${t.remove}: ${t.size}: ${sizeName}` }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("size") && url.searchParams.has("color"));
    await expect(page.getByRole("button", { name: "Filter (1)", exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: t.active }).getByRole("link", { name: t.clearAll }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has("color"));
    await expect(page.getByRole("navigation", { name: t.active })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeVisible();
    await context.close();
  });
}

test("the product page shows 'Only N left' for a size with 1 to 3 units across all showrooms", async ({
  page,
  request,
}) => {
  let found: { id: number; size: string; left: number } | null = null;
  for (const id of [124, 28, 49, 118, 180]) {
    const res = await request.get(`/api/v1/product-stock?id=${id}`);
    const sizes = ((await res.json()) as { data: { sizes: { size_code: string; units_left: number | null }[] } }).data
      .sizes;
    const low = sizes.find((s) => s.units_left);
    if (low) {
      found = { id, size: low.size_code, left: low.units_left ?? 0 };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(`/product/${found!.id}`);
  await expect(page.getByRole("radio", { name: `Size ${found!.size}, Only ${found!.left} left` })).toBeAttached();
  await expect(page.getByText(`Only ${found!.left} left`)).toBeVisible();
});

test("a sold-out size: a guest is sent to sign in, a shopper who wishlisted it asks to be told", async ({ page }) => {
  await page.goto("/product/2");
  await page.getByRole("radio", { name: "Size XL (out of stock)" }).click();
  await expect(page.getByRole("link", { name: "Sign in to be told when this size is back in stock" })).toBeVisible();

  await page.goto("/sign-up");
  await page.getByLabel("Name").fill("Stock Watcher");
  await page.getByLabel("Female").check();
  await page.getByLabel("Email").fill(`bis-${randomUUID()}@example.test`);
  await page.getByLabel("Password", { exact: true }).fill("rahasia123");
  await page.getByLabel("Password Confirmation").fill("rahasia123");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("You have successfully created an account, feel free to shop now.")).toBeVisible();
  await page.goto("/product/2");
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  await expect(page.getByText("Item Added to Wishlist")).toBeVisible();
  await page.getByRole("radio", { name: "Size XL (out of stock)" }).click();
  await page.getByRole("button", { name: "Notify me when back in stock (size XL)" }).click();
  await expect(page.getByText("We will email you when size XL is back in stock.")).toBeVisible();
});

test("without JavaScript the filter form applies with its button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/products?category_id=9&sort=PRICE_ASC");
  const { count } = await countOf(page, /^M, \d+ products$/);
  await page.getByRole("checkbox", { name: /^M, \d+ products$/ }).check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/size=M/);
  await expect(page).toHaveURL(/category_id=9/);
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(page.getByText(`Found ${count} Items`)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /^M, \d+ products$/ })).toBeChecked();
  // The active filter is listed with a plain link that removes it.
  await page
    .getByRole("navigation", { name: "Active filters" })
    .getByRole("link", { name: "Remove filter: Size: M" })
    .click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("size") && url.searchParams.get("category_id") === "9");
  await context.close();
});

test("a filtered listing the shop links to is a page of the page cache in each language; a made-up one is not kept", async ({
  request,
}) => {
  // What the filter panel writes: a size, a colour and a price bucket (docs/listing-filters.md).
  for (const prefix of ["", "/id"]) {
    const url = `${prefix}/products?category_id=9&size=M&color=hitam&sort=PRICE_DESC`;
    const first = await request.get(url);
    expect([url, first.status()]).toEqual([url, 200]);
    const second = await request.get(url);
    expect([url, second.headers()["x-nextjs-cache"]]).toEqual([url, "HIT"]);
    expect(await second.text()).toContain(`<html lang="${prefix ? "id" : "en"}"`);
  }
  // A price range no bucket writes is served, and rendered again for the next asker rather than kept.
  const max = 700_000 + Math.floor(Math.random() * 90_000);
  const madeUp = `/products?category_id=9&price_min=150000&price_max=${max}`;
  expect((await request.get(madeUp)).status()).toBe(200);
  const again = await request.get(madeUp);
  expect(again.status()).toBe(200);
  expect(again.headers()["x-nextjs-cache"]).not.toBe("HIT");
  const malformed = await request.get("/products?category_id=9&price_min=abc");
  expect(malformed.status()).toBe(200);
  expect(malformed.headers()["x-nextjs-cache"]).toBeUndefined();
  expect(malformed.headers()["cache-control"]).toContain("no-store");
});
