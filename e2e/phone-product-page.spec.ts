import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { phoneContext } from "./phone-support";

// The product page on a 360 px phone in Indonesian (issue #48, points 9, 10 and 15): the size guide beside the sizes,
// each store's stock of the chosen size, the sticky bar's name, and shop prices after discounts.

const EVERYWHERE = 19;

interface ApiProduct {
  id: number;
  product_name: string;
  retail_price: number;
  grand_price: number;
  product_sizing?: { size_chart_url: string | null } | null;
}

async function listed(request: APIRequestContext): Promise<ApiProduct[]> {
  const res = await request.get("/api/v1/products?limit=48");
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { products: ApiProduct[] } }).data.products;
}

/** The first listed product whose page has a size chart. */
async function productWithSizeChart(request: APIRequestContext): Promise<number> {
  for (const { id } of await listed(request)) {
    const res = await request.get(`/api/v1/product?id=${id}`);
    const product = ((await res.json()) as { data: { product: ApiProduct } }).data.product;
    if (product.product_sizing?.size_chart_url) return id;
  }
  throw new Error("no product with a size chart in the demo data");
}

async function phone(browser: Browser, width = 360): Promise<Page> {
  const context = await phoneContext(browser, width);
  return context.newPage();
}

test("the size guide opens from beside the sizes, in a sheet that a 320 px phone can read and zoom", async ({
  browser,
  request,
}) => {
  const id = await productWithSizeChart(request);
  const page = await phone(browser, 320);
  await page.goto(`/id/product/${id}`);
  const sizes = page.getByRole("group", { name: "Ukuran" });
  await sizes.getByRole("link", { name: "Panduan ukuran" }).click();
  const sheet = page.getByRole("dialog", { name: "Panduan ukuran" });
  await expect(sheet).toBeVisible();
  const chart = sheet.getByRole("img", { name: /^Panduan ukuran untuk / });
  await expect(chart).toBeVisible();
  const sheetBox = (await sheet.boundingBox())!;
  expect(sheetBox.x).toBeGreaterThanOrEqual(0);
  expect(sheetBox.x + sheetBox.width).toBeLessThanOrEqual(320);
  const fitted = (await chart.boundingBox())!.width;
  expect(fitted).toBeGreaterThan(250);
  await sheet.getByRole("button", { name: "Perbesar" }).click();
  await expect.poll(async () => (await chart.boundingBox())!.width).toBeGreaterThan(fitted * 1.5);
  await page.screenshot({ path: "test-results/size-guide-320.png" });
  await sheet.getByRole("button", { name: "Perkecil" }).click();
  await expect.poll(async () => (await chart.boundingBox())!.width).toBeLessThan(fitted + 1);
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
});

test("the stock-by-store sheet says, for each store, whether the chosen size is there, nearly gone or gone", async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto(`/id/product/${EVERYWHERE}`);
  await page
    .getByRole("radio", { name: /^Ukuran [^(]*$/ })
    .first()
    .check();
  await page.getByRole("button", { name: "Cek Stok di Toko" }).click();
  const sheet = page.getByRole("dialog", { name: "Cek Stok di Toko" });
  const stores = sheet.getByRole("listitem");
  await expect(stores.first()).toBeVisible();
  const lines = await stores.allInnerTexts();
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(line).toMatch(/\b(Tersedia|Sisa \d+|Habis)\b/);
  await page.screenshot({ path: "test-results/stock-by-store-360.png" });
});

test("the sticky bar on a 360 px phone shows the product's name, not its first letter", async ({ browser }) => {
  const page = await phone(browser);
  await page.goto(`/id/product/${EVERYWHERE}`);
  const bar = page.getByRole("region", { name: "Tambah cepat ke keranjang" });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect(bar).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const name = await page.getByRole("heading", { level: 1 }).innerText();
  const shown = bar.getByText(name, { exact: true });
  await expect(shown).toBeVisible();
  await page.screenshot({ path: "test-results/sticky-bar-360.png" });
  // Nothing of the name is cut off: it wraps within its box instead.
  const box = await shown.evaluate((el) => [el.scrollWidth, el.clientWidth, el.scrollHeight, el.clientHeight]);
  const [scrollWidth, clientWidth, scrollHeight, clientHeight] = box;
  const whole = scrollWidth <= clientWidth + 1 && scrollHeight <= clientHeight + 1;
  expect(whole, `the name's box: ${box.join(", ")}`).toBe(true);
});

test("a discounted demo product costs a shop price, ending in 000 or 900", async ({ browser, request }) => {
  const products = await listed(request);
  for (const p of products)
    expect(p.grand_price % 1000 === 0 || p.grand_price % 1000 === 900, p.product_name).toBe(true);
  const sale = products.find((p) => p.grand_price < p.retail_price)!;
  const page = await phone(browser);
  await page.goto(`/id/product/${sale.id}`);
  await expect(page.getByRole("main").locator("strong").filter({ hasText: /^Rp/ }).first()).toHaveText(/\.(000|900)$/);
});
