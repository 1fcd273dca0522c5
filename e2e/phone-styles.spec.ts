import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { holdScripts } from "./hydration-support";
import { overflowOf, phoneContext, settle } from "./phone-support";

// Issue #51, points 2 and 7: the colours of a style side by side (the product page's swatches keep the chosen size,
// the cards show theirs) and the listing sorted by best selling, on a phone in Indonesian.

interface Colour {
  id: number;
  color_name: string | null;
  size_codes: string[];
}
interface Detail {
  id: number;
  product_name: string;
  sizes: { size_code: string; is_available: boolean }[];
  colours: Colour[];
}

async function detail(request: APIRequestContext, id: number): Promise<Detail> {
  const res = await request.get(`/api/v1/product?id=${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { product: Detail } }).data.product;
}

/** A listed product of a style, another colour of it, and a size both have in stock. */
async function twoColours(request: APIRequestContext): Promise<{ from: Detail; to: Detail; size: string }> {
  const res = await request.get("/api/v1/products?limit=48&sort=NEWEST");
  const listed = ((await res.json()) as { data: { products: { id: number; colours: Colour[] }[] } }).data.products;
  for (const card of listed.filter((p) => p.colours.length > 1)) {
    const from = await detail(request, card.id);
    const other = from.colours.find((c) => c.id !== from.id && c.color_name);
    if (!other) continue;
    const to = await detail(request, other.id);
    const inStock = (d: Detail) => d.sizes.filter((s) => s.is_available).map((s) => s.size_code);
    const size = inStock(from).find((code) => inStock(to).includes(code));
    if (size) return { from, to, size };
  }
  throw new Error("no style in the demo data with two colours sharing a size in stock");
}

const colourName = (d: Detail, id: number) => d.colours.find((c) => c.id === id)!.color_name!;
const sizeRadio = (page: Page, size: string) => page.getByRole("radio", { name: new RegExp(`^Ukuran ${size}(\\s|$)`) });

async function phone(browser: Browser, width: number, javaScriptEnabled = true): Promise<Page> {
  if (javaScriptEnabled) return (await phoneContext(browser, width)).newPage();
  const context = await browser.newContext({
    viewport: { width, height: Math.round(width * 2.1) },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
  });
  return context.newPage();
}

test("a colour swatch leads to the other colour with the chosen size kept, on a 390 px phone", async ({
  browser,
  request,
}) => {
  const { from, to, size } = await twoColours(request);
  const page = await phone(browser, 390);
  await page.goto(`/id/product/${from.id}`);
  const colours = page.getByRole("list", { name: "Warna produk ini" });
  await expect(colours.getByRole("link", { name: colourName(from, from.id) })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(`Warna: ${colourName(from, from.id)}`, { exact: true })).toBeVisible();
  await settle(page);
  await sizeRadio(page, size).check();
  const swatch = colours.getByRole("link", { name: colourName(from, to.id) });
  await expect(swatch).toHaveAttribute("href", `/id/product/${to.id}?size=${encodeURIComponent(size)}`);
  await swatch.click();
  await expect(page).toHaveURL(new RegExp(`/id/product/${to.id}\\?size=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.product_name);
  await expect(sizeRadio(page, size)).toBeChecked();
  await expect(
    page.getByRole("list", { name: "Warna produk ini" }).getByRole("link", { name: colourName(from, to.id) }),
  ).toHaveAttribute("aria-current", "page");
  // The size came along: adding to the cart needs no other choice.
  await page.getByRole("button", { name: "Tambah ke Keranjang" }).first().click();
  await expect(page.getByRole("dialog", { name: "Keranjang Saya" })).toBeVisible();
  await page.context().close();
});

test("an address that asks for a size picks it as the page hydrates, even when the page is opened directly", async ({
  browser,
  request,
}) => {
  const { to, size } = await twoColours(request);
  const page = await phone(browser, 390);
  await page.goto(`/id/product/${to.id}?size=${encodeURIComponent(size)}`);
  await expect(sizeRadio(page, size)).toBeChecked();
  await page.context().close();
});

test("before hydration and without JavaScript a swatch is a plain link to the other colour", async ({
  browser,
  request,
}) => {
  const { from, to } = await twoColours(request);
  const page = await phone(browser, 320);
  const held = await holdScripts(page);
  await page.goto(`/id/product/${from.id}`, { waitUntil: "domcontentloaded" });
  await page
    .getByRole("list", { name: "Warna produk ini" })
    .getByRole("link", { name: colourName(from, to.id) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/id/product/${to.id}$`));
  await held.release();
  await page.context().close();

  const plain = await phone(browser, 320, false);
  await plain.goto(`/id/product/${from.id}`);
  await plain
    .getByRole("list", { name: "Warna produk ini" })
    .getByRole("link", { name: colourName(from, to.id) })
    .click();
  await expect(plain).toHaveURL(new RegExp(`/id/product/${to.id}$`));
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(to.product_name);
  await plain.context().close();
});

test("cards show their colours as links, at most four and +N, and the product page's swatches fit a 320 px phone", async ({
  browser,
  request,
}) => {
  const { from } = await twoColours(request);
  const page = await phone(browser, 320);
  await page.goto("/id/products?sort=NEWEST");
  const cardColours = page.getByRole("article").getByRole("list", { name: "Warna" });
  await expect(cardColours.first()).toBeVisible();
  const count = await cardColours.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const links = cardColours.nth(i).getByRole("link");
    const swatches = await links.filter({ hasNotText: /^\+\d+$/ }).count();
    expect(swatches).toBeLessThanOrEqual(4);
    expect(swatches).toBeGreaterThan(1);
  }
  const first = page
    .getByRole("article")
    .filter({ has: page.getByRole("list", { name: "Warna" }) })
    .first();
  const own = first.getByRole("list", { name: "Warna" }).locator('a[aria-current="true"]');
  await expect(own).toHaveCount(1);
  expect(await overflowOf(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("listing-swatches-320.png") });

  await page.goto(`/id/product/${from.id}`);
  await expect(page.getByRole("list", { name: "Warna produk ini" })).toBeVisible();
  await settle(page);
  expect(await overflowOf(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("product-swatches-320.png") });
  await page.context().close();
});

test("the listing sorts by Terlaris from its sort select, in the API's best-selling order, at 320 px", async ({
  browser,
  request,
}) => {
  const res = await request.get("/api/v1/products?limit=8&sort=POPULAR");
  const best = ((await res.json()) as { data: { products: { product_name: string }[] } }).data.products;
  const page = await phone(browser, 320);
  await page.goto("/id/products");
  await settle(page);
  await page.getByRole("combobox", { name: "Urutkan" }).selectOption({ label: "Terlaris" });
  await expect(page).toHaveURL(/sort=POPULAR/);
  await expect(page.getByRole("combobox", { name: "Urutkan" })).toHaveValue("POPULAR");
  const names = page.getByRole("article").getByRole("heading", { level: 3 });
  await expect(names.first()).toHaveText(best[0]!.product_name);
  expect((await names.allInnerTexts()).slice(0, best.length)).toEqual(best.map((p) => p.product_name));
  expect(await overflowOf(page)).toEqual([]);
  await page.context().close();
});
