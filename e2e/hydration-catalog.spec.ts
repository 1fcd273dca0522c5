import { expect, test } from "@playwright/test";
import { apiProducts, productAndSize } from "./catalog-support";
import { holdScripts } from "./hydration-support";

// Issue #15: what a shopper does on the server's HTML, before React has hydrated it, must not be lost.
// Each test holds the page's scripts, acts, releases them and checks that every action took effect.

test("a search typed before the page is interactive survives hydration and is submitted", async ({ page }) => {
  const held = await holdScripts(page);
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("hoodie");
  await held.release();

  await expect(box).toHaveValue("hoodie");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/products\?search=hoodie/);
  await expect(page.getByRole("status").filter({ hasText: /Found [1-9]\d* Items/ })).toBeVisible();
});

test("a search submitted before the page is interactive opens the results", async ({ page }) => {
  const held = await holdScripts(page);
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).fill("hoodie");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=hoodie/);
  await held.release();
  await expect(page.getByRole("status").filter({ hasText: /Found [1-9]\d* Items/ })).toBeVisible();
});

test("a sort changed before the page is interactive reloads the listing with the sort parameter", async ({
  page,
  request,
}) => {
  const held = await holdScripts(page);
  await page.goto("/products?category_id=9", { waitUntil: "domcontentloaded" });
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price Low to High" });
  await held.release();

  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(page).toHaveURL(/category_id=9/);
  const asc = await apiProducts(request, "category_id=9&sort=PRICE_ASC&limit=8");
  await expect(page.getByRole("article").first()).toHaveAccessibleName(asc.products[0].product_name);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("PRICE_ASC");
});

test("a size and 'Add to Cart' clicked before the page is interactive put the item in the cart", async ({
  page,
  request,
}) => {
  const { name } = await productAndSize(request, 19, "M");
  const held = await holdScripts(page);
  await page.goto("/product/19", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Size M", { exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click();
  await held.release();

  await page.goto("/cart");
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toBeVisible();
  // The size as the panel and the checkout show it: its code.
  await expect(row.getByRole("cell", { name: "M", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
});

test("'Add to Cart' without a size before the page is interactive says 'Please choose a size.'", async ({ page }) => {
  const held = await holdScripts(page);
  await page.goto("/product/19", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click();
  await held.release();

  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please choose a size.");
});

test("a quantity and a size chosen before the page is interactive are what 'Add to Cart' adds once it is", async ({
  page,
}) => {
  const held = await holdScripts(page);
  await page.goto("/product/19", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Size M", { exact: true }).click();
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
  await held.release();
  // The stock-locations button is enabled once the page is interactive.
  await expect(page.getByRole("button", { name: "Check Stock Locations" })).toBeEnabled();

  await expect(page.getByRole("spinbutton", { name: "Quantity" })).toHaveValue("3");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).first().click();
  const panel = page.getByRole("dialog", { name: "My Cart" });
  await expect(panel.getByText(/^3 x IDR /)).toBeVisible();
});

test("'Check Stock Locations' is visibly not ready before hydration, then opens for the size chosen before", async ({
  page,
}) => {
  const held = await holdScripts(page);
  await page.goto("/product/19", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Size M", { exact: true }).click();
  const stock = page.getByRole("button", { name: "Check Stock Locations" });
  await expect(stock).toBeDisabled();
  // Playwright waits for the button to be enabled, the way a shopper waits for it to look ready.
  const clicked = stock.click();
  await held.release();
  await clicked;

  const dialog = page.getByRole("dialog", { name: "Check Stock Locations" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem").first()).toBeVisible();
});

test("a card's quick view is visibly not ready before hydration, then opens", async ({ page }) => {
  const held = await holdScripts(page);
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  const quickView = page.getByRole("button", { name: /^Quick view / }).first();
  await expect(quickView).toBeDisabled();
  const clicked = quickView.click();
  await held.release();
  await clicked;

  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("button", { name: /add to cart/i })).toBeVisible();
});

test("the phone-width 'Filter' button opens its sheet before hydration (a native popover), and it stays open", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const held = await holdScripts(page);
  await page.goto("/products", { waitUntil: "domcontentloaded" });
  // The listing's sheet holds the filters as well as the categories: the button is named 'Filter'.
  const toggle = page.getByRole("button", { name: "Filter", exact: true });
  await toggle.click();
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories).toBeVisible();
  await held.release();

  await expect(page.getByRole("button", { name: /^Show \d+ products$/ })).toBeVisible();
  await expect(categories).toBeVisible();
});
