import { expect, test } from "@playwright/test";
import { scrollUntilVisible } from "./catalog-support";

interface Card {
  id: number;
  product_name: string;
}

async function apiProducts(
  request: import("@playwright/test").APIRequestContext,
  query: string,
): Promise<{ products: Card[]; product_count: number }> {
  const res = await request.get(`/api/v1/products?${query}`);
  return ((await res.json()) as { data: { products: Card[]; product_count: number } }).data;
}

test("the listing is sorted Price High to Low by default and a sort change reloads it with the sort parameter", async ({
  page,
  request,
}) => {
  await page.goto("/products?category_id=9");
  const sort = page.getByRole("combobox", { name: "Sort by" });
  await expect(sort).toHaveValue("PRICE_DESC");
  const desc = await apiProducts(request, "category_id=9&sort=PRICE_DESC&limit=8");
  await expect(page.getByRole("article").first()).toHaveAccessibleName(desc.products[0].product_name);

  await sort.selectOption({ label: "Price Low to High" });
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(page).toHaveURL(/category_id=9/);
  const asc = await apiProducts(request, "category_id=9&sort=PRICE_ASC&limit=8");
  await expect(page.getByRole("article").first()).toHaveAccessibleName(asc.products[0].product_name);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("PRICE_ASC");
});

test("infinite scroll loads a small sub-category to the end: 'All products has been loaded'", async ({
  page,
  request,
}) => {
  const { product_count } = await apiProducts(request, "category_id=11&category_sub_id=1102&limit=1");
  expect(product_count).toBeGreaterThan(8);
  await page.goto("/products?category_id=11&category_sub_id=1102");
  await expect(page.getByText(`Found ${product_count} Items`)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(8);
  const end = page.getByText("All products has been loaded");
  await scrollUntilVisible(page, end);
  await expect(page.getByRole("article")).toHaveCount(product_count);
  // The sub-category is highlighted in the sidebar.
  await expect(
    page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Chino" }),
  ).toHaveAttribute("aria-current", "page");
});

test("back from a product found further down, the listing shows the pages loaded before without asking for them again", async ({
  page,
}) => {
  await page.goto("/products?category_id=11&category_sub_id=1102");
  await expect(page.getByRole("article")).toHaveCount(8);
  const end = page.getByText("All products has been loaded");
  await scrollUntilVisible(page, end);
  const loaded = await page.getByRole("article").count();
  expect(loaded).toBeGreaterThan(8);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/api\/v1\/products\?.*\bpage=/.test(request.url())) asked.push(request.url());
  });
  const last = page.getByRole("article").last();
  const name = await last.getAttribute("aria-label");
  await last.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/category_sub_id=1102/);
  await expect(page.getByRole("article")).toHaveCount(loaded);
  await expect(end).toBeVisible();
  if (name) await expect(page.getByRole("article", { name })).toBeVisible();
  expect(asked).toEqual([]);
});

test("a product card's link: a plain click is a client navigation in the page's language, a Ctrl-click opens a new tab", async ({
  page,
  context,
}) => {
  await page.goto("/id/products?category_id=11&category_sub_id=1102");
  await expect(page.getByRole("article")).toHaveCount(8);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const card = page.getByRole("article").first().getByRole("link").first();
  await expect(card).toHaveAttribute("href", /^\/id\/product\//);
  // Hydrated once the quick view's button is enabled (it only works with script).
  await expect(page.getByRole("article").first().getByRole("button").first()).toBeEnabled();
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab).toHaveURL(/\/id\/product\//);
  await tab.close();
  await expect(page).toHaveURL(/\/id\/products\?/);
  await card.click();
  await expect(page).toHaveURL(/\/id\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
});

test("a nonsense search shows 'Coming Soon!' with a continue-shopping link", async ({ page }) => {
  await page.goto("/products?search=zzqx-no-such-thing");
  await expect(page.getByRole("heading", { name: "Coming Soon!" })).toBeVisible();
  await expect(page.getByText("Found 0 Items")).toBeVisible();
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our Collections" })).toBeVisible();
});

test("the header search overlay submits to /products?search=", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).fill("hoodie");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=hoodie/);
  // By role: the listing left behind stays in the document, hidden (Next keeps recent pages for the back button).
  await expect(page.getByRole("status").filter({ hasText: /Found [1-9]\d* Items/ })).toBeVisible();
});

test("a sub-category with show_cover uses its own cover; one without falls back to its category", async ({ page }) => {
  await page.goto("/products?category_id=9&category_sub_id=901");
  await expect(page.getByRole("heading", { level: 1, name: "Kaos" })).toBeVisible();
  await page.goto("/products?category_id=9&category_sub_id=903");
  await expect(page.getByRole("heading", { level: 1, name: "TOPS" })).toBeVisible();
});

test("quick view of a discounted product shows the struck retail price, '(30% off)', the price and a stepper that stays at 1", async ({
  page,
}) => {
  const res = await page.request.get("/api/v1/product?id=18");
  const name = ((await res.json()) as { data: { product: Card } }).data.product.product_name;
  await page.goto(`/products?search=${encodeURIComponent(name)}`);
  await page
    .getByRole("button", { name: `Quick view ${name}` })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("s")).toHaveText(/IDR 399,000/);
  await expect(dialog.getByText("(30% off)")).toBeVisible();
  await expect(dialog.getByText("IDR 279,000")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "view detail" })).toHaveAttribute("href", "/product/18");
  const qty = dialog.getByRole("spinbutton", { name: "Quantity" });
  await expect(qty).toHaveValue("1");
  await expect(dialog.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Increase quantity" }).click();
  await expect(qty).toHaveValue("2");
  await dialog.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(qty).toHaveValue("1");
  await dialog.getByRole("button", { name: "add to cart" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please choose a size.");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
