import { expect, test } from "@playwright/test";
import { apiProducts, productAndSize } from "./catalog-support";

// Issue #15: with JavaScript off, a shopper still searches, sorts the listing and adds a product to the cart.
test.use({ javaScriptEnabled: false });

test("without JavaScript the header search opens and submits to /products?search=", async ({ page }) => {
  await page.goto("/products");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("combobox", { name: "Search products" }).fill("hoodie");
  await page.getByRole("combobox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=hoodie/);
  await expect(page.getByText(/Found [1-9]\d* Items/)).toBeVisible();
});

test("without JavaScript the sort reloads the listing with the sort parameter", async ({ page, request }) => {
  await page.goto("/products?category_id=9");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price Low to High" });
  await page.getByRole("button", { name: "Sort", exact: true }).click();

  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await expect(page).toHaveURL(/category_id=9/);
  const asc = await apiProducts(request, "category_id=9&sort=PRICE_ASC&limit=8");
  await expect(page.getByRole("article").first()).toHaveAccessibleName(asc.products[0].product_name);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("PRICE_ASC");
});

test("without JavaScript a product added with its size is in the cart", async ({ page, request }) => {
  const { name } = await productAndSize(request, 19, "M");
  await page.goto("/product/19");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Please choose a size.");

  await page.getByLabel("Size M", { exact: true }).check();
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name }) });
  await expect(row).toBeVisible();
  // The size as the panel and the checkout show it: its code.
  await expect(row.getByRole("cell", { name: "M", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
});
