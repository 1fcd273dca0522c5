import { expect, test } from "@playwright/test";

interface ProductCard {
  id: number;
  product_name: string;
}

test("home lists the categories from the database", async ({ page, request }) => {
  const res = await request.get("/api/v1/categories");
  const { data } = (await res.json()) as { data: { categories: { id: number; name: string }[] } };
  expect(data.categories.map((c) => c.id)).toEqual(expect.arrayContaining([9, 11]));

  await page.goto("/");
  for (const category of data.categories) {
    await expect(page.getByRole("link", { name: category.name, exact: true }).first()).toBeVisible();
  }
});

test("a product page renders its product on the server", async ({ browser, request }) => {
  const res = await request.get("/api/v1/products?page=1&limit=8");
  const { data } = (await res.json()) as { data: { products: ProductCard[] } };
  const product = data.products[0];

  // JavaScript off: what a search engine sees.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(`/product/${product.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: product.product_name })).toBeVisible();
  await context.close();
});

test("an unknown product is a real 404", async ({ page }) => {
  const response = await page.goto("/product/99999999");
  expect(response?.status()).toBe(404);
});

test("demo mode says on every page, the landing included, that payments are simulated", async ({ page }) => {
  for (const path of ["/", "/products", "/cart", "/shop/men"]) {
    await page.goto(path);
    await expect(page.getByText("Demo shop: payments are simulated and no money is taken.")).toBeVisible();
  }
});
